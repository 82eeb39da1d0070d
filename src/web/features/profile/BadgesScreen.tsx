import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function BadgesScreen() {
  return <PlaceholderScreen titleKey="badges" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function TeamScreen() {
  return <PlaceholderScreen titleKey="team" />;
}

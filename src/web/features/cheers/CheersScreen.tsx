import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function CheersScreen() {
  return <PlaceholderScreen titleKey="cheers" />;
}

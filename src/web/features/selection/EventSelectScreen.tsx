import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function EventSelectScreen() {
  return <PlaceholderScreen titleKey="chooseEvent" />;
}

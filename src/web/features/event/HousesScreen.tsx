import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function HousesScreen() {
  return <PlaceholderScreen titleKey="houses" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function HouseScreen() {
  return <PlaceholderScreen titleKey="house" />;
}

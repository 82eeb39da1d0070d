import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function HomeScreen() {
  return <PlaceholderScreen titleKey="home" />;
}

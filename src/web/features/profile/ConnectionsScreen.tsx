import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function ConnectionsScreen() {
  return <PlaceholderScreen titleKey="connections" />;
}

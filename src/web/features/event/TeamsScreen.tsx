import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function TeamsScreen() {
  return <PlaceholderScreen titleKey="teams" />;
}

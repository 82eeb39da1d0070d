import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function PlayersScreen() {
  return <PlaceholderScreen titleKey="players" />;
}

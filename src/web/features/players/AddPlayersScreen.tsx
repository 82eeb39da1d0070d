import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function AddPlayersScreen() {
  return <PlaceholderScreen titleKey="addPlayers" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function CheersLeaderboardScreen() {
  return <PlaceholderScreen titleKey="cheersLeaderboard" />;
}

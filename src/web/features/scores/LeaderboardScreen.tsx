import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function LeaderboardScreen() {
  return <PlaceholderScreen titleKey="leaderboard" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function ScoreScreen() {
  return <PlaceholderScreen titleKey="score" />;
}

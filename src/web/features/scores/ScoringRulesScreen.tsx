import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function ScoringRulesScreen() {
  return <PlaceholderScreen titleKey="scoringRules" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function PlanningScreen() {
  return <PlaceholderScreen titleKey="planning" />;
}

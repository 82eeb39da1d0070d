import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function ReadinessScreen() {
  return <PlaceholderScreen titleKey="readiness" />;
}

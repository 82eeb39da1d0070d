import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function CrewScoreScreen() {
  return <PlaceholderScreen titleKey="crewScore" />;
}

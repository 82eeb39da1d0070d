import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function TeamSelectScreen() {
  return <PlaceholderScreen titleKey="chooseTeam" />;
}

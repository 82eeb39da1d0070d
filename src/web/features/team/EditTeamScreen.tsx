import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function EditTeamScreen() {
  return <PlaceholderScreen titleKey="editTeam" />;
}

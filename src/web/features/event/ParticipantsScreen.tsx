import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function ParticipantsScreen() {
  return <PlaceholderScreen titleKey="participants" />;
}

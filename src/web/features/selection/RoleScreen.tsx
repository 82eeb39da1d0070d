import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function RoleScreen() {
  return <PlaceholderScreen titleKey="chooseRole" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function ProfileScreen() {
  return <PlaceholderScreen titleKey="profile" />;
}

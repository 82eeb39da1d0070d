import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function EditProfileScreen() {
  return <PlaceholderScreen titleKey="editProfile" />;
}

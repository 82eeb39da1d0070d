import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function PublicProfileScreen() {
  return <PlaceholderScreen titleKey="publicProfile" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function ResetPasswordScreen() {
  return <PlaceholderScreen titleKey="resetPassword" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function ForgotPasswordScreen() {
  return <PlaceholderScreen titleKey="forgotPassword" />;
}

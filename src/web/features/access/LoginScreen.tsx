import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function LoginScreen() {
  return <PlaceholderScreen titleKey="login" />;
}

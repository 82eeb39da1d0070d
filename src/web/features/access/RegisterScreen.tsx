import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function RegisterScreen() {
  return <PlaceholderScreen titleKey="register" />;
}

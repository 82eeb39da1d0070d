import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function ConfirmEmailScreen() {
  return <PlaceholderScreen titleKey="confirmEmail" />;
}

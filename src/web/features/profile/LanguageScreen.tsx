import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function LanguageScreen() {
  return <PlaceholderScreen titleKey="language" />;
}

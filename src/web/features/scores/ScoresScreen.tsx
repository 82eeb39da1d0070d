import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function ScoresScreen() {
  return <PlaceholderScreen titleKey="scores" />;
}

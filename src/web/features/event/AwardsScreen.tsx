import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function AwardsScreen() {
  return <PlaceholderScreen titleKey="awards" />;
}

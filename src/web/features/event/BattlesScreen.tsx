import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function BattlesScreen() {
  return <PlaceholderScreen titleKey="battles" />;
}

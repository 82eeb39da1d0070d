import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function BattleScreen() {
  return <PlaceholderScreen titleKey="battle" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function BattleSelectScreen() {
  return <PlaceholderScreen titleKey="chooseBattle" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function CrewBattlesScreen() {
  return <PlaceholderScreen titleKey="crewBattles" />;
}

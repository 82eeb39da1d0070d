import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function RivalsScreen() {
  return <PlaceholderScreen titleKey="rivals" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function EventScreen() {
  return <PlaceholderScreen titleKey="event" />;
}

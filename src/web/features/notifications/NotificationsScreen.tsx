import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function NotificationsScreen() {
  return <PlaceholderScreen titleKey="notifications" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function CompanyScreen() {
  return <PlaceholderScreen titleKey="company" />;
}

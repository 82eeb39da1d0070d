import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function CompaniesScreen() {
  return <PlaceholderScreen titleKey="companies" />;
}

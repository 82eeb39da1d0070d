import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function EditCompanyScreen() {
  return <PlaceholderScreen titleKey="editCompany" />;
}

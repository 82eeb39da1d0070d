import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export default function ManageEmployeesScreen() {
  return <PlaceholderScreen titleKey="manageEmployees" />;
}

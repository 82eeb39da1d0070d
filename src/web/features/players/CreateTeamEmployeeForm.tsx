import { useTranslation } from 'react-i18next';
import { CreateEmployeeForm } from '../employees/CreateEmployeeForm';
import { useCreateTeamEmployee } from './api';

export interface CreateTeamEmployeeFormProps {
  /** The team's company: the new employee joins it. */
  companyId: number;
  companyName: string;
  onDone: () => void;
}

/**
 * Create an employee from /add-players: the employees area's form, sent for the team's company,
 * whose success refreshes the team's lists (the person then shows among those who can join).
 */
export function CreateTeamEmployeeForm({
  companyId,
  companyName,
  onDone,
}: CreateTeamEmployeeFormProps) {
  const { t } = useTranslation();
  const create = useCreateTeamEmployee(companyId);
  return (
    <CreateEmployeeForm
      create={create.mutateAsync}
      hint={t('addPlayersCreateHint', { company: companyName })}
      onDone={onDone}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus, Users } from 'lucide-react';
import type { AddPlayersResponse, AvailableEmployee } from '../../../shared/api/players';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CountPill } from '../../components/CountPill';
import { EmptyState } from '../../components/EmptyState';
import { SearchInput } from '../../components/SearchInput';
import { messageText } from '../../lib/formMessages';
import { showToast } from '../../lib/toast';
import { useSearch } from '../../lib/useSearch';
import { usePlayerAction } from './api';
import { AddEmployeeButton } from './AddEmployeeButton';
import { CreateTeamEmployeeForm } from './CreateTeamEmployeeForm';
import { PersonRow } from './PersonRow';

/** The e-mail address comes with the company's admins' answer only; others search by name. */
const searchFields = (employee: AvailableEmployee) => [employee.full_name, employee.email];

export interface AvailableEmployeesProps {
  teamId: number | null;
  data: AddPlayersResponse;
}

/**
 * The company's employees who can join the team, searchable, each with an add button; the
 * company's admins can create an employee here too.
 */
export function AvailableEmployees({ teamId, data }: AvailableEmployeesProps) {
  const { t } = useTranslation();
  const search = useSearch(data.employees, searchFields);
  const [creating, setCreating] = useState(false);
  const action = usePlayerAction(teamId);
  const adding = action.isPending ? action.variables.playerId : null;

  function add(employee: AvailableEmployee) {
    action.mutate(
      { action: 'add', playerId: employee.id },
      {
        onSuccess: (answer) => showToast(messageText(answer.message) ?? answer.message, 'success'),
        onError: (error) => console.error('Failed to add player', error),
      },
    );
  }

  const found = search.matches ?? data.employees;
  return (
    <section className="add-players__section" aria-labelledby="add-players-available">
      <h2 id="add-players-available" className="add-players__title">
        <span>{t('addPlayersAvailable')}</span> <CountPill>{data.employees.length}</CountPill>
      </h2>
      {data.employees.length > 0 && (
        <SearchInput
          label={t(data.user_company_id === null ? 'searchByName' : 'employeesSearch')}
          value={search.query}
          onChange={search.setQuery}
        />
      )}
      {data.employees.length === 0 ? (
        <EmptyState
          message={t('addPlayersNoEmployees')}
          icon={<Users aria-hidden="true" size={32} />}
        />
      ) : found.length === 0 ? (
        <p className="add-players__none">{t('employeesNoneFound')}</p>
      ) : (
        <ul className="players-list" aria-labelledby="add-players-available">
          {found.map((employee) => (
            <Card as="li" key={employee.id} className="players-list__item">
              <PersonRow
                name={employee.full_name}
                photoUrl={employee.photo_url}
                detail={employee.email && <span dir="ltr">{employee.email}</span>}
                action={
                  <AddEmployeeButton
                    name={employee.full_name}
                    busy={adding === employee.id}
                    disabled={action.isPending}
                    onAdd={() => add(employee)}
                  />
                }
              />
            </Card>
          ))}
        </ul>
      )}
      {data.user_company_id !== null &&
        (creating ? (
          <CreateTeamEmployeeForm
            companyId={data.company_id}
            companyName={data.company_name}
            onDone={() => setCreating(false)}
          />
        ) : (
          <Button variant="secondary" onClick={() => setCreating(true)}>
            <UserPlus aria-hidden="true" size={20} />
            {t('employeeCreate')}
          </Button>
        ))}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldAlert, UserPlus, Users } from 'lucide-react';
import type { Employee, ManageEmployeesResponse } from '../../../shared/api/employees';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { CountPill } from '../../components/CountPill';
import { EmptyState } from '../../components/EmptyState';
import { ListHeader } from '../../components/ListHeader';
import { QueryView } from '../../components/QueryView';
import { SearchInput } from '../../components/SearchInput';
import { Skeleton } from '../../components/Skeleton';
import { ApiError, apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { useSearch } from '../../lib/useSearch';
import { useSelectionId } from '../../lib/useSelectionId';
import { useCreateEmployee, useEmployeeAction, useEmployees, type EmployeeAction } from './api';
import { CreateEmployeeForm } from './CreateEmployeeForm';
import { EmployeeRow } from './EmployeeRow';
import './employees.css';

const searchFields = (member: Employee) => [member.full_name, member.email];

/**
 * /manage-employees (product.md §2): the company's admins and employees, searchable by name or
 * e-mail; its admins create employees, send an open invitation again, promote, demote and
 * remove (after a confirmation). The contact person is never demoted or removed.
 */
export default function ManageEmployeesScreen() {
  const { t } = useTranslation();
  const companyId = useSelectionId('otherCompanyId');
  const employees = useEmployees(companyId);

  if (employees.error instanceof ApiError && employees.error.status === 403) {
    return (
      <section className="screen">
        <ListHeader title={t('manageEmployees')} back="/company" />
        <EmptyState
          message={t('notCompanyAdmin')}
          icon={<ShieldAlert aria-hidden="true" size={40} />}
        >
          <ButtonLink to="/company" variant="secondary">
            {t('company')}
          </ButtonLink>
        </EmptyState>
      </section>
    );
  }
  return (
    <QueryView
      query={employees}
      loading={<EmployeesSkeleton />}
      notFound={<EmptyState message={t('companyNotFound')} />}
    >
      {(data) => <EmployeesList companyId={companyId} data={data} />}
    </QueryView>
  );
}

const TOAST_OF: Record<
  EmployeeAction,
  'employeePromotedToast' | 'employeeDemotedToast' | 'employeeDeletedToast' | 'employeeInvitedToast'
> = {
  promote: 'employeePromotedToast',
  demote: 'employeeDemotedToast',
  remove: 'employeeDeletedToast',
  invite: 'employeeInvitedToast',
};

function EmployeesList({
  companyId,
  data,
}: {
  companyId: number | null;
  data: ManageEmployeesResponse;
}) {
  const { t } = useTranslation();
  const everyone = [...data.admins, ...data.employees];
  const search = useSearch(everyone, searchFields);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<Employee | null>(null);
  const action = useEmployeeAction(companyId);
  const create = useCreateEmployee(companyId);
  const running = action.isPending ? action.variables : undefined;

  function run(member: Employee, kind: EmployeeAction) {
    action.mutate(
      { action: kind, userId: member.id },
      {
        onSuccess: () => {
          setRemoving(null);
          showToast(t(TOAST_OF[kind], { name: member.full_name, email: member.email }), 'success');
        },
        onError: (error) => {
          setRemoving(null);
          console.error(`Failed to ${kind} employee`, error);
          showToast(apiErrorText(error), 'error');
        },
      },
    );
  }

  const found = new Set(search.matches ?? everyone);
  const sections = [
    {
      key: 'admins',
      title: t('employeesAdmins'),
      members: data.admins.filter((m) => found.has(m)),
    },
    {
      key: 'employees',
      title: t('employeesEmployees'),
      members: data.employees.filter((m) => found.has(m)),
    },
  ];

  return (
    <section className="screen employees">
      <ListHeader
        title={t('manageEmployees')}
        count={search.query.trim() ? found.size : everyone.length}
        back="/company"
      >
        <p className="employees__company" dir="auto">
          {data.company_name}
        </p>
        <SearchInput label={t('employeesSearch')} value={search.query} onChange={search.setQuery} />
      </ListHeader>
      {creating ? (
        <CreateEmployeeForm
          create={create.mutateAsync}
          hint={t('employeeCreateHint')}
          onDone={() => setCreating(false)}
        />
      ) : (
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" size={20} />
          {t('employeeCreate')}
        </Button>
      )}
      {sections.map((section) => (
        <section
          key={section.key}
          className="employees__section"
          aria-labelledby={`employees-${section.key}`}
        >
          <h2 id={`employees-${section.key}`} className="employees__title">
            <span>{section.title}</span> <CountPill>{section.members.length}</CountPill>
          </h2>
          {section.members.length === 0 ? (
            <EmptyState
              message={t('employeesNoneFound')}
              icon={<Users aria-hidden="true" size={32} />}
            />
          ) : (
            <ul className="employees__list">
              {section.members.map((member) => (
                <Card as="li" key={member.id} className="employees__item">
                  <EmployeeRow
                    member={member}
                    isSelf={member.id === data.user_id}
                    busyAction={running?.userId === member.id ? running.action : null}
                    disabled={action.isPending}
                    onAction={(kind) =>
                      kind === 'remove' ? setRemoving(member) : run(member, kind)
                    }
                  />
                </Card>
              ))}
            </ul>
          )}
        </section>
      ))}
      {removing && (
        <ConfirmSheet
          title={t('employeeRemoveTitle', { name: removing.full_name })}
          confirmLabel={t('employeeRemove')}
          cancelLabel={t('cancel')}
          busy={action.isPending}
          onConfirm={() => run(removing, 'remove')}
          onCancel={() => setRemoving(null)}
        >
          <p>
            {t('employeeRemoveMessage', { name: removing.full_name, company: data.company_name })}
          </p>
        </ConfirmSheet>
      )}
    </section>
  );
}

function EmployeesSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton width={80} height={44} />
      <Skeleton width="70%" height={36} />
      <Skeleton height={48} />
      <Skeleton height={48} />
      <Skeleton width="40%" height={28} />
      <Skeleton height={150} />
      <Skeleton height={150} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createEmployeeBody, type CreateEmployeeBody } from '../../../shared/api/employees';
import { NAME_MAX } from '../../../shared/validation';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmailField } from '../../components/EmailField';
import { TextField } from '../../components/TextField';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors, messageText } from '../../lib/formMessages';
import { useCreateTeamEmployee } from './api';

const FIELDS = ['first_name', 'last_name', 'email'] as const;

export interface CreateTeamEmployeeFormProps {
  /** The team's company: the new employee joins it. */
  companyId: number;
  companyName: string;
  onDone: () => void;
}

/**
 * Create an employee from /add-players (product.md §2, §5: first name, last name, e-mail), through
 * the employees area's one /create-employee for the team's company. The person is mailed a
 * link to choose a password and then shows among the employees who can join the team.
 */
export function CreateTeamEmployeeForm({
  companyId,
  companyName,
  onDone,
}: CreateTeamEmployeeFormProps) {
  const { t } = useTranslation();
  const create = useCreateTeamEmployee(companyId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateEmployeeBody>({
    resolver: zodResolver(createEmployeeBody),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { employee } = await create.mutateAsync(body);
      // An address that had an account was invited, not added: its owner accepts first.
      showToast(
        employee
          ? t('employeeCreatedToast', { name: employee.full_name })
          : t('employeeInvitationSentToast', { email: body.email }),
        'success',
      );
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) {
        console.error('Failed to create employee', error);
        showToast(apiErrorText(error), 'error');
      }
    }
  });

  return (
    <Card
      as="form"
      className="add-players-create"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="add-players-create-title"
    >
      <h2 id="add-players-create-title" className="add-players-create__title">
        {t('employeeCreate')}
      </h2>
      <p className="add-players-create__hint">
        {t('addPlayersCreateHint', { company: companyName })}
      </p>
      <TextField
        label={t('firstName')}
        autoComplete="off"
        maxLength={NAME_MAX}
        error={messageText(errors.first_name?.message)}
        {...register('first_name')}
      />
      <TextField
        label={t('lastName')}
        autoComplete="off"
        maxLength={NAME_MAX}
        error={messageText(errors.last_name?.message)}
        {...register('last_name')}
      />
      <EmailField
        label={t('email')}
        autoComplete="off"
        maxLength={254}
        error={messageText(errors.email?.message)}
        {...register('email')}
      />
      <div className="add-players-create__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('employeeCreateSubmit')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {t('cancel')}
        </Button>
      </div>
    </Card>
  );
}

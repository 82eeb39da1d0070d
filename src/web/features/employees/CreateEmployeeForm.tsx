import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createEmployeeBody,
  type CreateEmployeeBody,
  type Employee,
} from '../../../shared/api/employees';
import { NAME_MAX } from '../../../shared/validation';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmailField } from '../../components/EmailField';
import { TextField } from '../../components/TextField';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors, messageText } from '../../lib/formMessages';
import './CreateEmployeeForm.css';

const FIELDS = ['first_name', 'last_name', 'email'] as const;

export interface CreateEmployeeFormProps {
  /** Sends the form to the employees area's one POST /create-employee, through the screen's hook. */
  create: (body: CreateEmployeeBody) => Promise<{ employee: Employee | null }>;
  /** Already translated: what happens to the person, under the title. */
  hint: string;
  onDone: () => void;
}

/**
 * Create employee (product.md §5: first name, last name, e-mail), on /manage-employees and
 * /add-players alike: a new address gets an account and a mail to choose a password; an address
 * with an account gets an invitation to join, and is added once its owner accepts it.
 */
export function CreateEmployeeForm({ create, hint, onDone }: CreateEmployeeFormProps) {
  const { t } = useTranslation();
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
      const { employee } = await create(body);
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
      className="employee-create"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="employee-create-title"
    >
      <h2 id="employee-create-title" className="employee-create__title">
        {t('employeeCreate')}
      </h2>
      <p className="employee-create__hint">{hint}</p>
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
      <div className="employee-create__actions">
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

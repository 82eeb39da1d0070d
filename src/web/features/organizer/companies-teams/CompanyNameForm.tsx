import { useTranslation } from 'react-i18next';
import { companyRenameBody } from '../../../../shared/api/organizerTeams';
import { TextField } from '../../../components/TextField';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { useConsoleForm } from '../shared/useConsoleForm';

/** The rename's own field: its id comes from the row. */
const nameOnly = companyRenameBody.pick({ name: true });

export interface CompanyNameFormProps {
  name: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}

/** A company's new name, edited in its row of the list. */
export function CompanyNameForm({ name, onSave, onCancel }: CompanyNameFormProps) {
  const { t } = useTranslation('organizer');
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema: nameOnly,
    defaultValues: { name },
    fields: ['name'],
    conflictField: 'name',
    save: (body) => onSave(body.name),
    failureLog: 'Failed to rename the company',
  });

  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('companyName')}
        required
        error={fieldError('name')}
        {...register('name')}
      />
      <ConsoleFormActions
        submitLabel={t('save')}
        busy={formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

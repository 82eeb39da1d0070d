import { useTranslation } from 'react-i18next';
import { houseBody, type HouseBody, type HouseInput } from '../../../../shared/api/organizer';
import { TextField } from '../../../components/TextField';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { useConsoleForm } from '../shared/useConsoleForm';

export interface HouseFormProps {
  initial: HouseInput;
  submitLabel: string;
  onSave: (body: HouseBody) => Promise<void>;
  onCancel?: () => void;
}

/** A house's name and colour; used to add one and to change one. */
export function HouseForm({ initial, submitLabel, onSave, onCancel }: HouseFormProps) {
  const { t } = useTranslation('organizer');
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema: houseBody,
    defaultValues: initial,
    fields: ['name', 'color'],
    conflictField: 'name',
    save: onSave,
    resetTo: () => initial,
    failureLog: 'Failed to save the house',
  });
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField label={t('houseName')} required error={fieldError('name')} {...register('name')} />
      <TextField
        label={t('houseColor')}
        type="color"
        className="field--color"
        error={fieldError('color')}
        {...register('color')}
      />
      <ConsoleFormActions
        submitLabel={submitLabel}
        busy={formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

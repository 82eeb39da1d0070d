import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import type { TimesFormValues } from './battleFormValues';

export interface TimesFieldsProps<T extends FieldValues & TimesFormValues> {
  register: UseFormRegister<T>;
  /** The event's IANA zone: the times are typed on its clock, and the fields say so. */
  zone: string;
  startError?: string;
  endError?: string;
}

/** The start and end of a session or planning item, side by side when there is room. */
export function TimesFields<T extends FieldValues & TimesFormValues>({
  register,
  zone,
  startError,
  endError,
}: TimesFieldsProps<T>) {
  const { t } = useTranslation('organizer');
  return (
    <div className="times-fields">
      <TextField
        label={t('planningStart')}
        type="datetime-local"
        required
        hint={t('timesInZone', { zone })}
        error={startError}
        {...register('start_time' as Path<T>)}
      />
      <TextField
        label={t('planningEnd')}
        type="datetime-local"
        required
        hint={t('timesInZone', { zone })}
        error={endError}
        {...register('end_time' as Path<T>)}
      />
    </div>
  );
}

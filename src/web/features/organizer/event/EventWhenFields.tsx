import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { TextField } from '../../../components/TextField';
import type { EventFieldsProps } from './eventForm';

/** The event form's moments: start, end, the closing date and the cheers window. */
export function EventWhenFields({ register, fieldError }: EventFieldsProps) {
  const { t } = useTranslation('organizer');
  return (
    <Card>
      <h2 className="console-form__group">{t('eventGroupWhen')}</h2>
      <TextField
        label={t('eventStart')}
        type="datetime-local"
        required
        error={fieldError('date')}
        {...register('date')}
      />
      <TextField
        label={t('eventEnd')}
        type="datetime-local"
        required
        error={fieldError('end_date')}
        {...register('end_date')}
      />
      <TextField
        label={t('eventClosing')}
        type="datetime-local"
        required
        hint={t('eventClosingHint')}
        error={fieldError('closing_date')}
        {...register('closing_date')}
      />
      <TextField
        label={t('eventCheersStart')}
        type="datetime-local"
        error={fieldError('cheers_start_time')}
        {...register('cheers_start_time')}
      />
      <TextField
        label={t('eventCheersEnd')}
        type="datetime-local"
        hint={t('eventCheersHint')}
        error={fieldError('cheers_end_time')}
        {...register('cheers_end_time')}
      />
    </Card>
  );
}

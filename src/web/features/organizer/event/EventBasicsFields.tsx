import { useTranslation } from 'react-i18next';
import { EVENT_LINK_MAX, EVENT_TYPES } from '../../../../shared/api/organizer';
import { Card } from '../../../components/Card';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import type { EventFieldsProps } from './eventForm';

/** The event form's first group: the event's name, its type and its picture. */
export function EventBasicsFields({ register, fieldError }: EventFieldsProps) {
  const { t } = useTranslation('organizer');
  return (
    <Card>
      <h2 className="console-form__group">{t('eventGroupBasics')}</h2>
      <TextField label={t('eventName')} required error={fieldError('name')} {...register('name')} />
      <SelectField label={t('eventType')} {...register('event_type')}>
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(type === 'Event' ? 'eventTypeEvent' : 'eventTypeTournament')}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('eventImageLink')}
        type="url"
        inputMode="url"
        dir="ltr"
        maxLength={EVENT_LINK_MAX}
        hint={t('eventImageLinkHint')}
        error={fieldError('image_link')}
        {...register('image_link')}
      />
    </Card>
  );
}

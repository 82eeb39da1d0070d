import { useTranslation } from 'react-i18next';
import { EVENT_LINK_MAX } from '../../../../shared/api/organizer';
import { Card } from '../../../components/Card';
import { TextField } from '../../../components/TextField';
import type { EventFieldsProps } from './eventForm';

/** The event form's place: the location's name and its map. */
export function EventWhereFields({ register, fieldError }: EventFieldsProps) {
  const { t } = useTranslation('organizer');
  return (
    <Card>
      <h2 className="console-form__group">{t('eventGroupWhere')}</h2>
      <TextField
        label={t('eventLocationName')}
        error={fieldError('location_name')}
        {...register('location_name')}
      />
      <TextField
        label={t('eventLocationEmbed')}
        type="url"
        inputMode="url"
        dir="ltr"
        maxLength={EVENT_LINK_MAX}
        hint={t('eventLocationEmbedHint')}
        error={fieldError('location_embed')}
        {...register('location_embed')}
      />
    </Card>
  );
}

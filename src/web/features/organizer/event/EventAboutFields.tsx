import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import {
  EVENT_LONG_DESC_MAX,
  EVENT_SHORT_DESC_MAX,
  type EventBody,
} from '../../../../shared/api/organizer';
import { Card } from '../../../components/Card';
import { TextAreaField } from '../../../components/TextAreaField';
import type { EventFieldsProps, EventFormValues } from './eventForm';
import { RichTextField } from './RichTextField';

interface EventAboutFieldsProps extends EventFieldsProps {
  /** The rich-text editor is not an input, so the form controls it. */
  control: Control<EventFormValues, unknown, EventBody>;
}

/** The event form's texts: the short description and the long one in rich text. */
export function EventAboutFields({ register, fieldError, control }: EventAboutFieldsProps) {
  const { t } = useTranslation('organizer');
  return (
    <Card>
      <h2 className="console-form__group">{t('eventGroupAbout')}</h2>
      <TextAreaField
        label={t('eventShortDesc')}
        maxLength={EVENT_SHORT_DESC_MAX}
        error={fieldError('short_desc')}
        {...register('short_desc')}
      />
      <Controller
        control={control}
        name="long_desc"
        render={({ field }) => (
          <RichTextField
            label={t('eventLongDesc')}
            value={field.value}
            onChange={field.onChange}
            hint={t('eventLongDescHint', { max: EVENT_LONG_DESC_MAX })}
            error={fieldError('long_desc')}
          />
        )}
      />
    </Card>
  );
}

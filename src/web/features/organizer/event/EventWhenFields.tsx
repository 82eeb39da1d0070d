import { useMemo } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventBody } from '../../../../shared/api/organizer';
import { Card } from '../../../components/Card';
import { SearchableSelect } from '../../../components/SearchableSelect';
import { TextField } from '../../../components/TextField';
import type { EventFormValues, EventWhenFieldsProps } from './eventForm';

/** The event form's moments: its zone, start, end, the closing date and the cheers window. */
export function EventWhenFields({ register, fieldError, control }: EventWhenFieldsProps) {
  const { t } = useTranslation('organizer');
  const zone = useWatch({ control, name: 'time_zone' });
  return (
    <Card>
      <h2 className="console-form__group">{t('eventGroupWhen')}</h2>
      <TimeZoneSelect control={control} error={fieldError('time_zone')} />
      <p className="console__lead">{t('timesInZone', { zone })}</p>
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

interface ZoneOption {
  value: string;
  /** "Europe/Lisbon (GMT+1)". */
  label: string;
}

/** "GMT+1" for Europe/Amsterdam in winter: the zone's offset now. */
function offsetOf(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((piece) => piece.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** Every zone this browser knows (with UTC, and the event's own should it be missing). */
function zoneOptions(current: string): ZoneOption[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => {
    const offset = offsetOf(zone);
    return { value: zone, label: offset ? `${zone} (${offset})` : zone };
  });
}

/**
 * Today's names of the cities that browsers still list under an older zone name (the time-zone
 * database keeps the old ones as the zones' identifiers): "kolkata" finds Asia/Calcutta.
 */
const RENAMED_CITIES: Record<string, string> = {
  'America/Godthab': 'Nuuk',
  'Asia/Calcutta': 'Kolkata',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Rangoon': 'Yangon',
  'Asia/Saigon': 'Ho Chi Minh',
  'Atlantic/Faeroe': 'Faroe',
  'Europe/Kiev': 'Kyiv',
};

/** Typing "new york", "lisbon" or "kolkata" finds America/New_York, Europe/Lisbon, Asia/Calcutta. */
const spacedName = (option: ZoneOption) =>
  `${option.value.replace(/_/g, ' ')} ${RENAMED_CITIES[option.value] ?? ''}`;

/**
 * The event's time zone: the kit's searchable select of the IANA zones (like the profile's
 * country), found by typing part of a city or region.
 */
function TimeZoneSelect({
  control,
  error,
}: {
  control: Control<EventFormValues, unknown, EventBody>;
  error?: string;
}) {
  const { t } = useTranslation('organizer');
  const {
    field: { value, onChange, onBlur, name },
  } = useController({ control, name: 'time_zone' });
  const options = useMemo(() => zoneOptions(value), [value]);
  return (
    <SearchableSelect
      label={t('eventTimeZone')}
      hint={t('eventTimeZoneHint')}
      error={error}
      name={name}
      options={options}
      value={value}
      onChange={(zone) => {
        if (zone) onChange(zone);
      }}
      onBlur={onBlur}
      searchText={spacedName}
      placeholder={t('eventTimeZonePlaceholder')}
      noOptionsText={t('eventTimeZoneNone')}
    />
  );
}

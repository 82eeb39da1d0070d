import { useId, useMemo } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Select, { createFilter, type StylesConfig } from 'react-select';
import type { EventBody } from '../../../../shared/api/organizer';
import { Card } from '../../../components/Card';
import { FieldFrame } from '../../../components/Field';
import { TextField } from '../../../components/TextField';
import { languageFor } from '../../../lib/languages';
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

/** The menu's size, as the profile's country select (product.md §9 select defaults). */
const MENU_MAX_HEIGHT = 300;
const MENU_MIN_HEIGHT = 140;
const PAGE_SIZE = 5;

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

/** Typing "new york" or "lisbon" finds America/New_York and Europe/Lisbon. */
const matchesZone = createFilter<ZoneOption>({
  ignoreAccents: true,
  ignoreCase: true,
  trim: true,
  matchFrom: 'any',
  stringify: (option) => `${option.data.label} ${option.data.value.replace(/_/g, ' ')}`,
});

/** The kit's field look (48 px, 12 px radius, muted border, AA text) from the design tokens. */
const styles: StylesConfig<ZoneOption, false> = {
  control: (base, state) => ({
    ...base,
    minHeight: 48,
    borderRadius: 12,
    borderColor: state.isFocused ? 'var(--secondary)' : 'var(--muted)',
    boxShadow: state.isFocused ? '0 0 0 2px var(--secondary)' : 'none',
    backgroundColor: 'var(--surface)',
    '&:hover': { borderColor: state.isFocused ? 'var(--secondary)' : 'var(--text)' },
  }),
  valueContainer: (base) => ({ ...base, paddingInline: 10 }),
  placeholder: (base) => ({ ...base, color: 'var(--muted)' }),
  singleValue: (base) => ({ ...base, color: 'var(--text)' }),
  input: (base) => ({ ...base, color: 'var(--text)' }),
  indicatorSeparator: (base) => ({ ...base, backgroundColor: 'var(--border)' }),
  dropdownIndicator: (base) => ({ ...base, color: 'var(--muted)' }),
  menu: (base) => ({
    ...base,
    zIndex: 5,
    borderRadius: 12,
    overflow: 'hidden',
    backgroundColor: 'var(--surface)',
    boxShadow: 'var(--shadow), 0 0 0 1px var(--border)',
  }),
  option: (base, state) => ({
    ...base,
    minHeight: 44,
    display: 'flex',
    alignItems: 'center',
    overflowWrap: 'anywhere',
    color: state.isSelected ? 'var(--on-secondary)' : 'var(--text)',
    backgroundColor: state.isSelected
      ? 'var(--secondary)'
      : state.isFocused
        ? 'color-mix(in srgb, var(--primary) 16%, var(--surface))'
        : 'var(--surface)',
  }),
  noOptionsMessage: (base) => ({ ...base, color: 'var(--muted)' }),
};

/**
 * The event's time zone: a searchable select of the IANA zones (react-select, like the
 * profile's country), found by typing part of a city or region.
 */
function TimeZoneSelect({
  control,
  error,
}: {
  control: Control<EventFormValues, unknown, EventBody>;
  error?: string;
}) {
  const { t, i18n } = useTranslation('organizer');
  const rtl = languageFor(i18n.resolvedLanguage ?? i18n.language).dir === 'rtl';
  const {
    field: { value, onChange, onBlur, name },
  } = useController({ control, name: 'time_zone' });
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const options = useMemo(() => zoneOptions(value), [value]);
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <FieldFrame
      label={t('eventTimeZone')}
      labelId={labelId}
      htmlFor={`${id}-input`}
      messageId={messageId}
      error={error}
      hint={t('eventTimeZoneHint')}
    >
      <Select<ZoneOption, false>
        inputId={`${id}-input`}
        name={name}
        aria-labelledby={labelId}
        aria-describedby={messageId}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? messageId : undefined}
        options={options}
        value={selected}
        onChange={(option) => {
          if (option) onChange(option.value);
        }}
        onBlur={onBlur}
        filterOption={matchesZone}
        placeholder={t('eventTimeZonePlaceholder')}
        noOptionsMessage={() => t('eventTimeZoneNone')}
        isSearchable
        isRtl={rtl}
        maxMenuHeight={MENU_MAX_HEIGHT}
        minMenuHeight={MENU_MIN_HEIGHT}
        pageSize={PAGE_SIZE}
        menuPlacement="auto"
        styles={styles}
      />
    </FieldFrame>
  );
}

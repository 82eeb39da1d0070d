import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Select, { createFilter, type StylesConfig } from 'react-select';
import type { Country } from '../../../shared/api/profile';
import { FieldFrame } from '../../components/Field';
import { languageFor } from '../../lib/languages';
import { countryOptions, type CountryOption } from './countryNames';

/** product.md §9 / product.md §10: the select's defaults. */
export const SELECT_MENU_MAX_HEIGHT = 300;
export const SELECT_MENU_MIN_HEIGHT = 140;
export const SELECT_PAGE_SIZE = 5;

export interface CountrySelectProps {
  countries: readonly Country[];
  value: number | null;
  onChange: (countryId: number | null) => void;
  onBlur?: () => void;
  /** Already translated. */
  error?: string;
}

const matchesName = createFilter<CountryOption>({
  ignoreAccents: true,
  ignoreCase: true,
  trim: true,
  matchFrom: 'any',
  stringify: (option) => `${option.data.label} ${option.data.english}`,
});

/** The kit's field look (48 px, 12 px radius, muted border, AA text) from the design tokens. */
const styles: StylesConfig<CountryOption, false> = {
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
  indicatorSeparator: (base) => ({ ...base, backgroundColor: 'var(--border)' }),
  dropdownIndicator: (base) => ({ ...base, color: 'var(--muted)' }),
  clearIndicator: (base) => ({ ...base, color: 'var(--muted)' }),
  menu: (base) => ({
    ...base,
    zIndex: 5,
    borderRadius: 12,
    overflow: 'hidden',
    boxShadow: 'var(--shadow), 0 0 0 1px var(--border)',
  }),
  option: (base, state) => ({
    ...base,
    minHeight: 44,
    display: 'flex',
    alignItems: 'center',
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
 * The country of the profile form (product.md §2 "country (searchable select)"): react-select with
 * the product spec's defaults (menu 140–300 px, page size 5), the names in the interface language, found by
 * typing part of that name or of the English one, and mirrored in right-to-left languages.
 */
export function CountrySelect({ countries, value, onChange, onBlur, error }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const language = languageFor(i18n.resolvedLanguage ?? i18n.language);
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const options = useMemo(
    () => countryOptions(countries, language.code),
    [countries, language.code],
  );
  const selected = options.find((option) => option.value === value) ?? null;

  return (
    <FieldFrame
      label={t('profileCountry')}
      labelId={labelId}
      htmlFor={`${id}-input`}
      messageId={messageId}
      error={error}
    >
      <Select<CountryOption, false>
        inputId={`${id}-input`}
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? messageId : undefined}
        options={options}
        value={selected}
        onChange={(option) => onChange(option?.value ?? null)}
        onBlur={onBlur}
        filterOption={matchesName}
        placeholder={t('profileCountryPlaceholder')}
        noOptionsMessage={() => t('profileNoCountryFound')}
        isClearable
        isSearchable
        isRtl={language.dir === 'rtl'}
        maxMenuHeight={SELECT_MENU_MAX_HEIGHT}
        minMenuHeight={SELECT_MENU_MIN_HEIGHT}
        pageSize={SELECT_PAGE_SIZE}
        menuPlacement="auto"
        styles={styles}
      />
    </FieldFrame>
  );
}

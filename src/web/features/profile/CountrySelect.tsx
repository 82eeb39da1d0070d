import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../shared/api/profile';
import { SearchableSelect } from '../../components/SearchableSelect';
import { languageFor } from '../../lib/languages';
import { countryOptions, type CountryOption } from './countryNames';

export interface CountrySelectProps {
  countries: readonly Country[];
  value: number | null;
  onChange: (countryId: number | null) => void;
  onBlur?: () => void;
  /** Already translated. */
  error?: string;
}

/** Typing the English name finds the country in any language. */
const englishName = (option: CountryOption) => option.english;

/**
 * The country of the profile form (product.md §2 "country (searchable select)"): the kit's
 * searchable select, the names in the interface language, found by typing part of that name or
 * of the English one; it can be emptied.
 */
export function CountrySelect({ countries, value, onChange, onBlur, error }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const language = languageFor(i18n.resolvedLanguage ?? i18n.language);
  const options = useMemo(
    () => countryOptions(countries, language.code),
    [countries, language.code],
  );
  return (
    <SearchableSelect
      label={t('profileCountry')}
      options={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      searchText={englishName}
      placeholder={t('profileCountryPlaceholder')}
      noOptionsText={t('profileNoCountryFound')}
      error={error}
      clearable
    />
  );
}

/** Country names in the interface language, from the browser (Intl.DisplayNames). */
import type { Country } from '../../../shared/api/profile';

export function countryNamesIn(language: string): (code: string) => string | null {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (code) => {
      try {
        return names.of(code) ?? null;
      } catch {
        return null;
      }
    };
  } catch {
    return () => null;
  }
}

export interface CountryOption {
  value: number;
  /** The name in the interface language (the English one when the browser has none). */
  label: string;
  /** The English name, so typing it finds the country in any language. */
  english: string;
}

/** The countries of the list as select options, by their name in the interface language. */
export function countryOptions(countries: readonly Country[], language: string): CountryOption[] {
  const nameOf = countryNamesIn(language);
  const collator = new Intl.Collator(language);
  return countries
    .map((country) => ({
      value: country.id,
      label: nameOf(country.code) ?? country.name,
      english: country.name,
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

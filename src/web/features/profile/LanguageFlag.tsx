import GB from 'country-flag-icons/react/3x2/GB';
import FR from 'country-flag-icons/react/3x2/FR';
import NL from 'country-flag-icons/react/3x2/NL';
import SA from 'country-flag-icons/react/3x2/SA';
import DE from 'country-flag-icons/react/3x2/DE';
import ES from 'country-flag-icons/react/3x2/ES';
import PT from 'country-flag-icons/react/3x2/PT';
import IT from 'country-flag-icons/react/3x2/IT';
import RU from 'country-flag-icons/react/3x2/RU';
import CN from 'country-flag-icons/react/3x2/CN';
import JP from 'country-flag-icons/react/3x2/JP';
import KR from 'country-flag-icons/react/3x2/KR';
import TR from 'country-flag-icons/react/3x2/TR';
import IN from 'country-flag-icons/react/3x2/IN';

type FlagComponent = typeof GB;

/**
 * The flags of src/web/lib/languages.ts, imported one by one so the bundle carries these 14
 * small SVGs and not the whole set.
 */
const FLAGS: Readonly<Record<string, FlagComponent>> = {
  GB,
  FR,
  NL,
  SA,
  DE,
  ES,
  PT,
  IT,
  RU,
  CN,
  JP,
  KR,
  TR,
  IN,
};

/** A 3:2 flag beside a language's name; decoration only, since the name is written next to it. */
export function LanguageFlag({ country }: { country: string }) {
  const Flag = FLAGS[country];
  if (!Flag) return <span className="language-flag" aria-hidden="true" />;
  return <Flag className="language-flag" aria-hidden="true" />;
}

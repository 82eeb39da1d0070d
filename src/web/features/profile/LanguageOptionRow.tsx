import { Check } from 'lucide-react';
import type { LanguageOption } from '../../lib/languages';
import { LanguageFlag } from './LanguageFlag';

export interface LanguageOptionRowProps {
  language: LanguageOption;
  /** The language's name in the current interface language; omitted when it equals the native one. */
  localName: string | null;
  checked: boolean;
  onChoose: (code: LanguageOption['code']) => void;
}

/**
 * One language on /language: a native radio (so arrow keys, the checked state and screen
 * readers work as everywhere), drawn as a row with the flag, the name in the language itself
 * (with its own lang and dir, so it is pronounced and shaped right) and a check mark.
 */
export function LanguageOptionRow({
  language,
  localName,
  checked,
  onChoose,
}: LanguageOptionRowProps) {
  return (
    <label className="language-option">
      <input
        type="radio"
        name="language"
        className="language-option__input"
        value={language.code}
        checked={checked}
        onChange={() => onChoose(language.code)}
      />
      <LanguageFlag country={language.flag} />
      <span className="language-option__names">
        <span className="language-option__native" lang={language.code} dir={language.dir}>
          {language.nativeName}
        </span>
        {localName && <span className="language-option__local">{localName}</span>}
      </span>
      <span className="language-option__mark" aria-hidden="true">
        {checked && <Check size={16} strokeWidth={3} />}
      </span>
    </label>
  );
}

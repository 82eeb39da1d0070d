import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import type { Language } from '../../../shared/languages';
import { LANGUAGES, languageFor } from '../../lib/languages';
import { LanguageOptionRow } from './LanguageOptionRow';
import { saveLanguageOnAccount } from './api';
import './LanguageScreen.css';

/** Names of languages in the interface language ("Arabic", "arabe", "アラビア語"…), from the browser. */
function languageNamesIn(language: Language): (code: Language) => string | null {
  const names = new Intl.DisplayNames([language], { type: 'language' });
  return (code) => names.of(code) ?? null;
}

function sameName(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
}

/**
 * /language (product.md §2): the 14 languages with their flags, the current one checked. A choice
 * switches the whole app at once; the language detector keeps it under i18nextLng (local
 * storage and cookie), so it survives a reload; a signed-in user's account keeps it too, for
 * the mails they get. A Back link (as on every other screen) and Done return to /profile.
 */
export default function LanguageScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const current = languageFor(i18n.resolvedLanguage ?? i18n.language).code;
  // Checked at once while the chosen language's translations load.
  const [pending, setPending] = useState<Language | null>(null);
  const latestChoice = useRef<Language | null>(null);
  const checkedCode = pending ?? current;
  const nameIn = useMemo(() => languageNamesIn(current), [current]);

  function choose(code: Language) {
    if (code === current) return;
    setPending(code);
    latestChoice.current = code;
    // Only the latest choice clears the mark, so two quick taps do not make the radio flicker.
    void i18n.changeLanguage(code).finally(() => {
      if (latestChoice.current === code) setPending(null);
    });
    void saveLanguageOnAccount(code);
  }

  return (
    <section className="screen language-screen">
      <BackLink to="/profile" label={t('back')} />
      <header className="language-screen__header">
        <h1 id={headingId}>{t('language')}</h1>
        <p className="text-muted">{t('languageHint')}</p>
      </header>
      <Card className="language-screen__list" role="radiogroup" aria-labelledby={headingId}>
        {LANGUAGES.map((language) => {
          const localName = nameIn(language.code);
          return (
            <LanguageOptionRow
              key={language.code}
              language={language}
              localName={localName && !sameName(localName, language.nativeName) ? localName : null}
              checked={language.code === checkedCode}
              onChoose={choose}
            />
          );
        })}
      </Card>
      <div className="language-screen__actions">
        <Button onClick={() => navigate('/profile')}>{t('done')}</Button>
      </div>
    </section>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './ButtonLink';

/** The catch-all page: "404", pageDoesNotExist and a way back. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const text = t('pageDoesNotExist');
  useEffect(() => {
    document.title = text;
  }, [text]);

  return (
    <section className="screen not-found">
      <h1 className="not-found__code tabular-nums">404</h1>
      <p>{text}</p>
      <ButtonLink to="/">{t('backToHome')}</ButtonLink>
    </section>
  );
}

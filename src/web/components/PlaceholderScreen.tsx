import { useTranslation } from 'react-i18next';
import type { CommonKey } from '../lib/i18n';

/** A screen whose issue has not landed yet: its translated title only. */
export function PlaceholderScreen({ titleKey }: { titleKey: CommonKey }) {
  const { t } = useTranslation();
  return (
    <section className="screen">
      <h1>{t(titleKey)}</h1>
    </section>
  );
}

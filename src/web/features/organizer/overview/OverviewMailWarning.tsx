import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';

/** The overview's warning that mails about the event failed, with the way to the mail log. */
export function OverviewMailWarning({ failed }: { failed: number }) {
  const { t } = useTranslation('organizer');
  return (
    <Card as="section" className="overview-card overview-card--alert" role="alert">
      <h2 className="overview-card__title">
        <MailWarning aria-hidden="true" size={22} />
        {t('overviewMailsFailed', { count: failed })}
      </h2>
      <p className="overview-card__text">{t('overviewMailsFailedHint')}</p>
      <ButtonLink to="/organizer/mails" variant="secondary">
        {t('overviewOpenMailLog')}
      </ButtonLink>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { MailCheck, MailX } from 'lucide-react';
import type { MailLogEntry } from '../../../../shared/api/organizerOverview';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { useMailLog } from './api';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { EventMoment } from '../shared/EventMoment';
import './overview.css';

/** /organizer/mails: every mail sent about the event, newest first; failed ones say why. */
export default function MailLogScreen() {
  const { t } = useTranslation('organizer');
  const log = useMailLog();
  return (
    <ConsoleScreen titleKey="sectionMails">
      <p className="console__lead">{t('mailLogLead')}</p>
      <ConsoleQuery query={log} loading={<ConsoleListSkeleton />}>
        {(mails) =>
          mails.length === 0 ? (
            <EmptyState message={t('noMailsYet')} />
          ) : (
            <Card as="ol" className="console-list" aria-label={t('sectionMails')}>
              {mails.map((mail) => (
                <MailRow key={mail.id} mail={mail} />
              ))}
            </Card>
          )
        }
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function MailRow({ mail }: { mail: MailLogEntry }) {
  const { t } = useTranslation('organizer');
  const Icon = mail.sent ? MailCheck : MailX;
  return (
    <li
      className={
        mail.sent
          ? 'console-list__item mail-entry'
          : 'console-list__item mail-entry mail-entry--failed'
      }
    >
      <span className="mail-entry__icon">
        <Icon aria-hidden="true" size={20} />
      </span>
      <span className="console-row__text">
        <span className="mail-entry__status">{mail.sent ? t('mailSent') : t('mailFailed')}</span>
        <span className="console-row__title">
          <bdi dir="ltr">{mail.recipient}</bdi>
        </span>
        <span className="console-row__detail">
          <bdi>{mail.subject}</bdi>
        </span>
        {!mail.sent && mail.error && (
          <span className="mail-entry__error">{t('mailError', { error: mail.error })}</span>
        )}
        <EventMoment value={mail.created_at} className="console-row__detail" />
      </span>
    </li>
  );
}

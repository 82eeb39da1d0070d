import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../shared/api/organizer';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { useAuditLog } from './api';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { ORGANIZER_NS } from '../shared/messages';
import i18next from 'i18next';
import type { OrganizerKey } from '../../../lib/i18n';
import { EventMoment } from '../shared/EventMoment';

/** A stored key (`create`, `house`) in words, or the key itself for one this version lacks. */
function keyText(prefix: 'audit' | 'entity', key: string): string {
  const name = `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return i18next.exists(name, { ns: ORGANIZER_NS })
    ? i18next.t(name as OrganizerKey, { ns: ORGANIZER_NS })
    : key;
}

/** /organizer/audit: who changed what in the event, and when, newest first. */
export default function AuditScreen() {
  const { t } = useTranslation('organizer');
  const log = useAuditLog();
  return (
    <ConsoleScreen titleKey="sectionAudit">
      <ConsoleQuery query={log} loading={<ConsoleListSkeleton />}>
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState message={t('noChangesYet')} />
          ) : (
            <Card as="ol" className="console-list" aria-label={t('sectionAudit')}>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </Card>
          )
        }
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('organizer');
  return (
    <li className="console-list__item audit-entry">
      <p className="audit-entry__what">
        <span className="audit-entry__action">
          {keyText('audit', entry.action)} · {keyText('entity', entry.entity)}
        </span>{' '}
        <bdi>{entry.summary}</bdi>
      </p>
      <p className="audit-entry__who">
        <bdi>{entry.user_name ?? t('formerOrganizer')}</bdi> ·{' '}
        <EventMoment value={entry.created_at} />
      </p>
    </li>
  );
}

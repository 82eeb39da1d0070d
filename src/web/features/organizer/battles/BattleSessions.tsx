import { useTranslation } from 'react-i18next';
import type { OrganizerBattle, OrganizerSession } from '../../../../shared/api/organizerBattles';
import { Card } from '../../../components/Card';
import { formatLongDateTime } from '../../../lib/dates';
import { showToast } from '../../../lib/toast';
import { useCreateSession, useDeleteSession, useOrganizerSessions, useSaveSession } from './api';
import { ConsoleItemRow } from '../shared/ConsoleItemRow';
import { ConsoleListSkeleton, ConsoleQuery } from '../shared/ConsoleScreen';
import { useEventZone } from '../shared/localMoments';
import { SessionForm } from './SessionForm';
import { SessionTimes } from './SessionTimes';
import './battles.css';

/**
 * A battle's score sessions under its form: each one is also a challenge item of the planning,
 * so adding, moving or removing one here changes /planning and /upcoming_challenges too.
 */
export function BattleSessions({ battle }: { battle: OrganizerBattle }) {
  const { t } = useTranslation('organizer');
  const sessions = useOrganizerSessions();
  const create = useCreateSession();
  return (
    <Card>
      <h2 className="console-form__group">{t('sessionsTitle')}</h2>
      <ConsoleQuery query={sessions} loading={<ConsoleListSkeleton />}>
        {(all) => {
          const own = all.filter((session) => session.battle_id === battle.id);
          return own.length === 0 ? (
            <p className="console__lead">{t('noSessionsYet')}</p>
          ) : (
            <ul className="console-list battle-part__list" aria-label={t('sessionsTitle')}>
              {own.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
          );
        }}
      </ConsoleQuery>
      <h3 className="battle-part__subtitle">{t('addSession')}</h3>
      <SessionForm
        battleId={battle.id}
        submitLabel={t('addSession')}
        onSave={async (body) => {
          await create.mutateAsync(body);
          showToast(t('organizerCreated'), 'success');
        }}
      />
    </Card>
  );
}

function SessionRow({ session }: { session: OrganizerSession }) {
  const { t } = useTranslation('organizer');
  const save = useSaveSession();
  const remove = useDeleteSession();
  const { zone } = useEventZone();
  const when = formatLongDateTime(session.start_time, undefined, zone);
  return (
    <ConsoleItemRow
      name={when}
      title={<SessionTimes start={session.start_time} end={session.end_time} />}
      editForm={(close) => (
        <SessionForm
          battleId={session.battle_id}
          item={session}
          submitLabel={t('save')}
          onCancel={close}
          onSave={async (body) => {
            await save.mutateAsync({ ...body, id: session.id });
            showToast(t('organizerSaved'), 'success');
            close();
          }}
        />
      )}
      remove={{
        removal: remove,
        id: session.id,
        question: t('deleteSessionQuestion', { time: when }),
        warning: t('deleteSessionWarning'),
      }}
    >
      <span className="console-row__detail">
        {t('sessionResultCount', { count: session.result_count })}
      </span>
    </ConsoleItemRow>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight, Plus, Swords } from 'lucide-react';
import type {
  OrganizerPlanningItem,
  OrganizerSession,
} from '../../../../shared/api/organizerBattles';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DateText } from '../../../components/DateText';
import { EmptyState } from '../../../components/EmptyState';
import { TimeRange } from '../../../components/TimeRange';
import { formatLongDate } from '../../../lib/dates';
import { showToast } from '../../../lib/toast';
import {
  useCreatePlanningItem,
  useDeletePlanningItem,
  useOrganizerPlanning,
  useOrganizerSessions,
  useSavePlanningItem,
} from './api';
import { battleHref } from './battleLinks';
import { ConsoleItemRow } from '../shared/ConsoleItemRow';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { useEventZone } from '../shared/localMoments';
import { PlanningForm } from './PlanningForm';
import './battles.css';

/** The items of one day (in the event's zone), in the order of the planning (by start). */
function byDay(items: readonly OrganizerPlanningItem[], zone: string) {
  const days = new Map<string, OrganizerPlanningItem[]>();
  for (const item of items) {
    const day = formatLongDate(item.start_time, 'en', zone);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days.values()];
}

/**
 * /organizer/planning: the event's schedule by day. Challenge items come from the battles'
 * sessions and open their battle; the other items are added, changed and removed here.
 */
export default function PlanningScreen() {
  const { t } = useTranslation('organizer');
  const planning = useOrganizerPlanning();
  const sessions = useOrganizerSessions();
  const create = useCreatePlanningItem();
  const [adding, setAdding] = useState(false);
  const { zone } = useEventZone();
  return (
    <ConsoleScreen titleKey="sectionPlanning">
      <p className="console__lead">{t('planningLead')}</p>
      <p className="console__lead">{t('timesInZone', { zone })}</p>
      {adding ? (
        <Card>
          <h2 className="console-form__group">{t('addPlanningItem')}</h2>
          <PlanningForm
            submitLabel={t('addPlanningItem')}
            onCancel={() => setAdding(false)}
            onSave={async (body) => {
              await create.mutateAsync(body);
              showToast(t('organizerCreated'), 'success');
              setAdding(false);
            }}
          />
        </Card>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" size={20} />
          {t('addPlanningItem')}
        </Button>
      )}
      <ConsoleQuery query={planning} loading={<ConsoleListSkeleton />}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState message={t('noScheduleYet')} />
          ) : (
            byDay(items, zone).map((day) => (
              <section key={day[0].id} className="planning-day">
                <h2 className="planning-day__title">
                  <DateText value={day[0].start_time} timeZone={zone} />
                </h2>
                <Card as="ol" className="console-list">
                  {day.map((item) => (
                    <PlanningRow key={item.id} item={item} sessions={sessions.data ?? []} />
                  ))}
                </Card>
              </section>
            ))
          )
        }
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function PlanningRow({
  item,
  sessions,
}: {
  item: OrganizerPlanningItem;
  sessions: readonly OrganizerSession[];
}) {
  if (item.score_session_id !== null) {
    const session = sessions.find((candidate) => candidate.id === item.score_session_id);
    return <ChallengeRow item={item} battleId={session?.battle_id ?? null} />;
  }
  return <OtherItemRow item={item} />;
}

/** A challenge item: marked, and changed through its battle's session. */
function ChallengeRow({
  item,
  battleId,
}: {
  item: OrganizerPlanningItem;
  battleId: number | null;
}) {
  const { t } = useTranslation('organizer');
  const { zone } = useEventZone();
  const text = (
    <span className="console-row__text">
      <span className="console-row__title">
        <bdi>{item.name}</bdi>
      </span>
      <span className="console-row__detail">
        <TimeRange start={item.start_time} end={item.end_time} timeZone={zone} />
      </span>
      <span className="battle-mark planning-challenge__mark">
        <Swords aria-hidden="true" size={14} />
        {t('planningChallengeMark')}
      </span>
    </span>
  );
  return (
    <li className="planning-challenge">
      {battleId === null ? (
        <div className="console-list__item console-row">{text}</div>
      ) : (
        <Link
          to={battleHref(battleId)}
          className="console-list__item console-row planning-challenge__link"
        >
          {text}
          <ChevronRight aria-hidden="true" size={20} className="battle-link__chevron flip-in-rtl" />
        </Link>
      )}
    </li>
  );
}

function OtherItemRow({ item }: { item: OrganizerPlanningItem }) {
  const { t } = useTranslation('organizer');
  const { zone } = useEventZone();
  const save = useSavePlanningItem();
  const remove = useDeletePlanningItem();
  return (
    <ConsoleItemRow
      name={item.name}
      editForm={(close) => (
        <PlanningForm
          item={item}
          submitLabel={t('save')}
          onCancel={close}
          onSave={async (body) => {
            await save.mutateAsync({ ...body, id: item.id });
            showToast(t('organizerSaved'), 'success');
            close();
          }}
        />
      )}
      remove={{
        removal: remove,
        id: item.id,
        question: t('deletePlanningQuestion', { name: item.name }),
        warning: t('deletePlanningWarning'),
      }}
    >
      <span className="console-row__detail">
        <TimeRange start={item.start_time} end={item.end_time} timeZone={zone} />
      </span>
    </ConsoleItemRow>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CirclePlus, Trash2 } from 'lucide-react';
import type { OrganizerExtraPoints } from '../../../shared/api/organizerPrizes';
import { Card } from '../../components/Card';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { DateText } from '../../components/DateText';
import { EmptyState } from '../../components/EmptyState';
import { showToast } from '../../lib/toast';
import {
  useEventTeams,
  useExtraPoints,
  useGiveExtraPoints,
  useTakeExtraPointsBack,
} from './apiPrizes';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from './ConsoleScreen';
import { ExtraPointsForm } from './ExtraPointsForm';
import { consoleFailure } from './messages';
import './organizerPrizes.css';

/** "+15" or "-5": the sign always shown, so a deduction reads as one. */
const signedPoints = (points: number) => (points > 0 ? `+${points}` : String(points));

/** /organizer/extra-points: points given or taken outside the challenges, with their reasons. */
export default function ExtraPointsScreen() {
  const { t } = useTranslation('organizer');
  const extraPoints = useExtraPoints();
  const teams = useEventTeams();
  const give = useGiveExtraPoints();
  return (
    <ConsoleScreen titleKey="sectionExtraPoints">
      <p className="console__lead">{t('extraPointsLead')}</p>
      <Card>
        <h2 className="console-form__group">{t('giveExtraPoints')}</h2>
        <ExtraPointsForm
          teams={teams.data ?? []}
          onSave={async (body) => {
            await give.mutateAsync(body);
            showToast(t('extraPointsGiven'), 'success');
          }}
        />
      </Card>
      <ConsoleQuery query={extraPoints} loading={<ConsoleListSkeleton />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              message={t('noExtraPointsYet')}
              icon={<CirclePlus aria-hidden="true" size={40} />}
            />
          ) : (
            <ul className="console-list card" aria-label={t('sectionExtraPoints')}>
              {list.map((entry) => (
                <ExtraPointsRow key={entry.id} entry={entry} />
              ))}
            </ul>
          )
        }
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function ExtraPointsRow({ entry }: { entry: OrganizerExtraPoints }) {
  const { t } = useTranslation('organizer');
  const [confirming, setConfirming] = useState(false);
  const remove = useTakeExtraPointsBack();
  const points = signedPoints(entry.points);
  return (
    <li className="console-list__item console-row">
      <span
        className={
          entry.points > 0 ? 'prize-points prize-points--up' : 'prize-points prize-points--down'
        }
        dir="ltr"
      >
        {points}
      </span>
      <span className="console-row__text">
        <span className="console-row__title">
          <bdi>{entry.team_name}</bdi>
        </span>
        <span className="console-row__detail">
          <bdi>{entry.reason}</bdi>
        </span>
        <span className="console-row__detail">
          <DateText value={entry.created_at} format="dateTime24" />
        </span>
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('takeExtraPointsBack', { points, name: entry.team_name })}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" size={20} />
      </button>
      {confirming && (
        <ConfirmSheet
          title={t('takeExtraPointsBackQuestion', { points, name: entry.team_name })}
          confirmLabel={t('deleteConfirm')}
          cancelLabel={t('cancel', { ns: 'common' })}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(entry.id, {
              onSuccess: () => showToast(t('organizerDeleted'), 'success'),
              onError: (failure) => showToast(consoleFailure(failure), 'error'),
              onSettled: () => setConfirming(false),
            })
          }
        >
          {t('takeExtraPointsBackWarning')}
        </ConfirmSheet>
      )}
    </li>
  );
}

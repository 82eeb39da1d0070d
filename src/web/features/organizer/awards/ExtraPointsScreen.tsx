import { useTranslation } from 'react-i18next';
import { CirclePlus } from 'lucide-react';
import type { OrganizerExtraPoints } from '../../../../shared/api/organizerAwards';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { showToast } from '../../../lib/toast';
import { useEventTeams, useExtraPoints, useGiveExtraPoints, useTakeExtraPointsBack } from './api';
import { ConsoleItemRow } from '../shared/ConsoleItemRow';
import { ConsoleList } from '../shared/ConsoleList';
import { ConsoleScreen } from '../shared/ConsoleScreen';
import { ExtraPointsForm } from './ExtraPointsForm';
import './awards.css';
import { EventMoment } from '../shared/EventMoment';

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
      <ConsoleList
        query={extraPoints}
        label={t('sectionExtraPoints')}
        empty={
          <EmptyState
            message={t('noExtraPointsYet')}
            icon={<CirclePlus aria-hidden="true" size={40} />}
          />
        }
      >
        {(entry) => <ExtraPointsRow key={entry.id} entry={entry} />}
      </ConsoleList>
    </ConsoleScreen>
  );
}

function ExtraPointsRow({ entry }: { entry: OrganizerExtraPoints }) {
  const { t } = useTranslation('organizer');
  const remove = useTakeExtraPointsBack();
  const points = signedPoints(entry.points);
  return (
    <ConsoleItemRow
      name={entry.team_name}
      leading={
        <span
          className={
            entry.points > 0 ? 'prize-points prize-points--up' : 'prize-points prize-points--down'
          }
          dir="ltr"
        >
          {points}
        </span>
      }
      remove={{
        removal: remove,
        id: entry.id,
        label: t('takeExtraPointsBack', { points, name: entry.team_name }),
        question: t('takeExtraPointsBackQuestion', { points, name: entry.team_name }),
        warning: t('takeExtraPointsBackWarning'),
      }}
    >
      <span className="console-row__detail">
        <bdi>{entry.reason}</bdi>
      </span>
      <span className="console-row__detail">
        <EventMoment value={entry.created_at} />
      </span>
    </ConsoleItemRow>
  );
}

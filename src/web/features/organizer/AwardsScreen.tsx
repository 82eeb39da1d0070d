import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2, Trash2, Trophy, Users } from 'lucide-react';
import type { OrganizerAward } from '../../../shared/api/organizerPrizes';
import { awardNameSpacing } from '../../../shared/eventRules';
import { Card } from '../../components/Card';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { EmptyState } from '../../components/EmptyState';
import { showToast } from '../../lib/toast';
import {
  useAwards,
  useEventCompanies,
  useEventTeams,
  useGiveAward,
  useTakeAwardBack,
} from './apiPrizes';
import { AwardForm } from './AwardForm';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from './ConsoleScreen';
import { consoleFailure } from './messages';
import './organizerPrizes.css';

/** /organizer/awards: the event's awards and their winners; give one (the winners are told), take one back. */
export default function AwardsScreen() {
  const { t } = useTranslation('organizer');
  const awards = useAwards();
  const teams = useEventTeams();
  const companies = useEventCompanies();
  const give = useGiveAward();
  return (
    <ConsoleScreen titleKey="sectionAwards">
      <p className="console__lead">{t('awardsLead')}</p>
      <Card>
        <h2 className="console-form__group">{t('giveAward')}</h2>
        <AwardForm
          teams={teams.data ?? []}
          companies={companies.data ?? []}
          onSave={async (body) => {
            await give.mutateAsync(body);
            showToast(t('awardGiven'), 'success');
          }}
        />
      </Card>
      <ConsoleQuery query={awards} loading={<ConsoleListSkeleton />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('noAwardsYet')} icon={<Trophy aria-hidden="true" size={40} />} />
          ) : (
            <ul className="console-list card" aria-label={t('sectionAwards')}>
              {list.map((award) => (
                <AwardRow key={award.id} award={award} />
              ))}
            </ul>
          )
        }
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function AwardRow({ award }: { award: OrganizerAward }) {
  const { t } = useTranslation('organizer');
  const [confirming, setConfirming] = useState(false);
  const remove = useTakeAwardBack();
  const name = awardNameSpacing(award.name);
  const WinnerIcon = award.winner_type === 'team' ? Users : Building2;
  return (
    <li className="console-list__item console-row">
      <span className="prize-badge" aria-hidden="true">
        <Trophy size={20} />
      </span>
      <span className="console-row__text">
        <span className="console-row__title">
          <bdi>{name}</bdi>
        </span>
        <span className="console-row__detail prize-winner">
          <WinnerIcon aria-hidden="true" size={16} />
          <span className="visually-hidden">
            {t(award.winner_type === 'team' ? 'awardWinnerTeam' : 'awardWinnerCompany')}
          </span>
          <bdi>{award.winner_name}</bdi>
        </span>
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('deleteItem', { name })}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" size={20} />
      </button>
      {confirming && (
        <ConfirmSheet
          title={t('takeAwardBackQuestion', { name, winner: award.winner_name })}
          confirmLabel={t('deleteConfirm')}
          cancelLabel={t('cancel', { ns: 'common' })}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(award.id, {
              onSuccess: () => showToast(t('organizerDeleted'), 'success'),
              onError: (failure) => showToast(consoleFailure(failure), 'error'),
              onSettled: () => setConfirming(false),
            })
          }
        >
          {t('takeAwardBackWarning')}
        </ConfirmSheet>
      )}
    </li>
  );
}

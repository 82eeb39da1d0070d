import { useTranslation } from 'react-i18next';
import { Building2, Trophy, Users } from 'lucide-react';
import type { OrganizerAward } from '../../../../shared/api/organizerAwards';
import { awardNameSpacing } from '../../../../shared/eventRules';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { showToast } from '../../../lib/toast';
import { useAwards, useEventCompanies, useEventTeams, useGiveAward, useTakeAwardBack } from './api';
import { AwardForm } from './AwardForm';
import { ConsoleItemRow } from '../shared/ConsoleItemRow';
import { ConsoleList } from '../shared/ConsoleList';
import { ConsoleScreen } from '../shared/ConsoleScreen';
import './awards.css';

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
      <ConsoleList
        query={awards}
        label={t('sectionAwards')}
        empty={
          <EmptyState message={t('noAwardsYet')} icon={<Trophy aria-hidden="true" size={40} />} />
        }
      >
        {(award) => <AwardRow key={award.id} award={award} />}
      </ConsoleList>
    </ConsoleScreen>
  );
}

function AwardRow({ award }: { award: OrganizerAward }) {
  const { t } = useTranslation('organizer');
  const remove = useTakeAwardBack();
  const name = awardNameSpacing(award.name);
  const WinnerIcon = award.winner_type === 'team' ? Users : Building2;
  return (
    <ConsoleItemRow
      name={name}
      leading={
        <span className="console-badge prize-badge" aria-hidden="true">
          <Trophy size={20} />
        </span>
      }
      remove={{
        removal: remove,
        id: award.id,
        question: t('takeAwardBackQuestion', { name, winner: award.winner_name }),
        warning: t('takeAwardBackWarning'),
      }}
    >
      <span className="console-row__detail prize-winner">
        <WinnerIcon aria-hidden="true" size={16} />
        <span className="visually-hidden">
          {t(award.winner_type === 'team' ? 'awardWinnerTeam' : 'awardWinnerCompany')}
        </span>
        <bdi>{award.winner_name}</bdi>
      </span>
    </ConsoleItemRow>
  );
}

import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import type { Award } from '../../../shared/api/event';
import { awardNameSpacing } from '../../../shared/eventRules';
import { RowCard, RowCardDetail, RowCardThumb, RowCardTitle } from '../../components/RowCard';
import './AwardCard.css';

/**
 * An award: its name spaced for reading ("Best Team Spirit"), the winner's photo and name and
 * the company. A team winner opens /team, a company winner /company.
 */
export function AwardCard({ award }: { award: Award }) {
  const { t } = useTranslation();
  const isTeam = award.winner_type === 'team';
  return (
    <RowCard
      link={{
        to: isTeam ? '/team' : '/company',
        selectionKey: isTeam ? 'otherTeamId' : 'otherCompanyId',
        id: award.winner_id,
      }}
      className="award-card"
      media={
        <RowCardThumb src={award.winner_photo_url} fallback={isTeam ? 'team' : 'company'} large />
      }
    >
      <span className="award-card__name">
        <Trophy aria-hidden="true" size={16} className="award-card__trophy" />
        <span dir="auto">{awardNameSpacing(award.name)}</span>
      </span>
      <RowCardTitle dir="auto">{award.winner_name}</RowCardTitle>
      {isTeam ? (
        <RowCardDetail dir="auto">{award.company_name}</RowCardDetail>
      ) : (
        <RowCardDetail>{t('companyAward')}</RowCardDetail>
      )}
    </RowCard>
  );
}

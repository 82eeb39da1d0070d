import { useTranslation } from 'react-i18next';
import { ChevronRight, Trophy } from 'lucide-react';
import type { Award } from '../../../shared/api/event';
import { awardNameSpacing } from '../../../shared/eventRules';
import { Img } from '../../components/Img';
import { SelectionLink } from '../../components/SelectionLink';
import '../../components/rowCard.css';
import './AwardCard.css';

/**
 * An award: its name spaced for reading ("Best Team Spirit"), the winner's photo and name and
 * the company. A team winner opens /team, a company winner /company.
 */
export function AwardCard({ award }: { award: Award }) {
  const { t } = useTranslation();
  const isTeam = award.winner_type === 'team';
  return (
    <SelectionLink
      to={isTeam ? '/team' : '/company'}
      selectionKey={isTeam ? 'otherTeamId' : 'otherCompanyId'}
      id={award.winner_id}
      className="row-card award-card"
    >
      <Img
        src={award.winner_photo_url}
        alt=""
        fallback={isTeam ? 'team' : 'company'}
        width={64}
        height={64}
        className="row-card__thumb row-card__thumb--large"
      />
      <span className="row-card__text">
        <span className="award-card__name">
          <Trophy aria-hidden="true" size={16} className="award-card__trophy" />
          <span dir="auto">{awardNameSpacing(award.name)}</span>
        </span>
        <span className="row-card__title" dir="auto">
          {award.winner_name}
        </span>
        {isTeam ? (
          <span className="row-card__detail" dir="auto">
            {award.company_name}
          </span>
        ) : (
          <span className="row-card__detail">{t('companyAward')}</span>
        )}
      </span>
      <ChevronRight className="row-card__chevron flip-in-rtl" aria-hidden="true" size={20} />
    </SelectionLink>
  );
}

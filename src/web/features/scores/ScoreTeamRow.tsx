import { useTranslation } from 'react-i18next';
import type { ActivityTeamScore } from '../../../shared/api/scores';
import { DateText } from '../../components/DateText';
import { Img } from '../../components/Img';
import { isolate } from '../../lib/isolate';
import { RankBadge } from './RankBadge';
import { PointsFigure } from './PointsFigure';
import { ScoreMarks } from './ScoreMark';
import { teamMarks } from './scoreMarks';

/** One team's result on /score: rank, picture, name and company, its marks, and points. */
export function ScoreTeamRow({ team, isOwn }: { team: ActivityTeamScore; isOwn: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={isOwn ? 'ranking-row ranking-row--own' : 'ranking-row'}>
      <div className="ranking-row__main">
        <RankBadge value={team.rank} label={t('rulesRank')} />
        <Img
          src={team.photo_url}
          alt=""
          fallback="team"
          width={44}
          height={44}
          className="ranking-row__picture"
        />
        <span className="ranking-row__text">
          <span className="ranking-row__name">
            <span dir="auto">{team.name}</span>
            <ScoreMarks kinds={teamMarks(team)} />
            {isOwn && <span className="own-team-pill">{t('yourTeam')}</span>}
          </span>
          {team.company_name && (
            <span className="ranking-row__detail">
              <span dir="auto">{team.company_name}</span>
            </span>
          )}
          {team.entered_by && team.entered_at && (
            <span className="ranking-row__detail">
              <span>
                {t('scoreEnteredBy', { name: isolate(team.entered_by) })}{' '}
                <DateText value={team.entered_at} format="time" className="tabular-nums" />
              </span>
            </span>
          )}
        </span>
        <PointsFigure value={team.points} unit={t('rulesPoints')} />
      </div>
    </li>
  );
}

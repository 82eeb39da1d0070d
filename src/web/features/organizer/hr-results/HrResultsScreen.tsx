import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Award, Download, FileBadge, Printer } from 'lucide-react';
import type { HrResultsResponse, HrResultsTeam } from '../../../../shared/api/hrResults';
import { awardNameSpacing } from '../../../../shared/eventRules';
import { Avatar } from '../../../components/Avatar';
import { Button, buttonClassName } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { DateRange } from '../../../components/DateRange';
import { EmptyState } from '../../../components/EmptyState';
import { NotFoundScreen } from '../../../components/NotFoundScreen';
import { Notice } from '../../../components/Notice';
import { formatLongDateTime } from '../../../lib/dates';
import { isolate } from '../../../lib/isolate';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { certificatePath, hrResultsCsvUrl, idFromPath, useHrResults } from './api';
import { PlaceText } from './PlaceText';
import './hrResults.css';

/**
 * /organizer/companies/:companyId/results: the company's teams' results for HR, best first: each
 * team's place among all the event's teams, its points, its points per battle and extra points,
 * awards and cheers, from the live standings (what organizers see on the leaderboard). Download
 * them as CSV, print the page (no app chrome on paper), or open a team's certificate.
 */
export default function HrResultsScreen() {
  const companyId = idFromPath(useParams().companyId);
  if (companyId === null) return <NotFoundScreen />;
  return <HrResults companyId={companyId} />;
}

function HrResults({ companyId }: { companyId: number }) {
  const { t } = useTranslation('organizer');
  const results = useHrResults(companyId);
  if (results.error?.status === 404) return <NotFoundScreen />;
  return (
    <ConsoleScreen titleKey="hrResultsTitle" back="/organizer/companies">
      <ConsoleQuery query={results} loading={<ConsoleListSkeleton />}>
        {(answer) => (
          <div className="hr-print hr-results">
            <ResultsHeader answer={answer} asOf={results.dataUpdatedAt} />
            <div className="hr-results__actions hr-no-print">
              <a
                className={buttonClassName('secondary')}
                href={hrResultsCsvUrl(companyId)}
                download
              >
                <Download aria-hidden="true" size={20} />
                {t('hrDownloadCsv')}
              </a>
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer aria-hidden="true" size={20} />
                {t('hrPrint')}
              </Button>
            </div>
            {answer.teams.length === 0 ? (
              <EmptyState message={t('hrNoTeams')} />
            ) : (
              <ol className="hr-results__teams" aria-label={t('hrTeamsLabel')}>
                {answer.teams.map((team) => (
                  <TeamResult key={team.team_id} answer={answer} team={team} />
                ))}
              </ol>
            )}
          </div>
        )}
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function ResultsHeader({ answer, asOf }: { answer: HrResultsResponse; asOf: number }) {
  const { t } = useTranslation('organizer');
  return (
    <>
      <Card className="hr-results__header">
        <Avatar src={answer.company.photo_url} alt="" size={56} fallback="company" />
        <div className="hr-results__heading">
          <h2 className="hr-results__company">
            <bdi>{answer.company.name}</bdi>
          </h2>
          <p className="hr-results__event">
            <bdi>{answer.event.name}</bdi>
          </p>
          <p className="hr-results__muted">
            <DateRange start={answer.event.date} end={answer.event.end_date} />
          </p>
        </div>
      </Card>
      {answer.company_awards.length > 0 && (
        <p className="hr-results__company-awards">
          <span className="hr-results__label">{t('hrCompanyAwards')}</span>
          <AwardList awards={answer.company_awards} />
        </p>
      )}
      <Notice kind="info">
        <p>{t('hrLiveAsOf', { moment: isolate(formatLongDateTime(asOf)) })}</p>
        {answer.published_quarter !== null && (
          <p className="hr-no-print">{t('hrQuarterNote', { label: answer.published_quarter })}</p>
        )}
      </Notice>
    </>
  );
}

function AwardList({ awards }: { awards: readonly string[] }) {
  return (
    <span className="hr-awards">
      {awards.map((award, index) => (
        <span key={`${award}-${index}`} className="hr-awards__item">
          <Award aria-hidden="true" size={16} />
          <bdi>{awardNameSpacing(award)}</bdi>
        </span>
      ))}
    </span>
  );
}

function TeamResult({ answer, team }: { answer: HrResultsResponse; team: HrResultsTeam }) {
  const { t } = useTranslation('organizer');
  const battleNames = new Map(answer.battles.map((battle) => [battle.id, battle.name]));
  const titleId = `hr-team-${team.team_id}`;
  return (
    <Card as="li" className="hr-team" aria-labelledby={titleId}>
      <div className="hr-team__top">
        <span className="hr-team__place">
          <PlaceText position={team.position} />
        </span>
        <span className="hr-results__muted">{t('hrOutOf', { count: answer.team_count })}</span>
      </div>
      <h3 id={titleId} className="hr-team__name">
        <bdi>{team.name}</bdi>
      </h3>
      <p className="hr-team__facts">
        <span>
          <span className="hr-results__label">{t('hrColumnPoints')}</span> <b>{team.points}</b>
        </span>
        <span>
          <span className="hr-results__label">{t('hrColumnCheers')}</span> <b>{team.cheers}</b>
        </span>
        {team.house_name !== null && (
          <span>
            <span className="hr-results__label">{t('hrColumnHouse')}</span>{' '}
            <bdi>{team.house_name}</bdi>
          </span>
        )}
      </p>
      {(team.battles.length > 0 || team.extra_points !== 0) && (
        <table className="hr-team__battles">
          <caption className="hr-results__label">{t('hrPointsPerBattle')}</caption>
          <tbody>
            {team.battles.map((line) => (
              <tr key={line.battle_id}>
                <th scope="row">
                  <bdi>{battleNames.get(line.battle_id)}</bdi>
                </th>
                <td>{line.points}</td>
              </tr>
            ))}
            {team.extra_points !== 0 && (
              <tr>
                <th scope="row">{t('hrColumnExtraPoints')}</th>
                <td>{team.extra_points}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      {team.awards.length > 0 && (
        <p className="hr-team__awards">
          <span className="hr-results__label">{t('hrColumnAwards')}</span>
          <AwardList awards={team.awards} />
        </p>
      )}
      <ButtonLink
        to={certificatePath(answer.company.id, team.team_id)}
        variant="ghost"
        className="hr-team__certificate hr-no-print"
        aria-describedby={titleId}
      >
        <FileBadge aria-hidden="true" size={20} />
        {t('hrCertificate')}
      </ButtonLink>
    </Card>
  );
}

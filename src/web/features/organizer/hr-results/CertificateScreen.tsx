import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Award, Printer, Trophy } from 'lucide-react';
import type { HrResultsResponse, HrResultsTeam } from '../../../../shared/api/hrResults';
import { awardNameSpacing } from '../../../../shared/eventRules';
import { BackLink } from '../../../components/BackLink';
import { Button } from '../../../components/Button';
import { DateRange } from '../../../components/DateRange';
import { Img } from '../../../components/Img';
import { NotFoundScreen } from '../../../components/NotFoundScreen';
import { documentTitle } from '../../../lib/documentTitle';
import { ConsoleListSkeleton, ConsoleQuery } from '../shared/ConsoleScreen';
import { hrResultsPath, idFromPath, useHrResults } from './api';
import { placeText } from './PlaceText';
import './hrResults.css';

/**
 * The page size while a certificate is on screen: A4 landscape without margins (the certificate
 * draws its own), so the browser's "Save as PDF" gives one page. Rendered with the screen only,
 * so printing any other page keeps the browser's default.
 */
const CERTIFICATE_PAGE = '@page { size: A4 landscape; margin: 0; }';

/**
 * /organizer/companies/:companyId/results/:teamId/certificate: a team's certificate, in the
 * event's branding (the host's colours, the event's picture, the company's logo), with its
 * place, points and awards. On screen a preview of the page with the way back and "Print";
 * printed (or saved as PDF from the browser) the certificate alone fills an A4 landscape page.
 */
export default function CertificateScreen() {
  const params = useParams();
  const companyId = idFromPath(params.companyId);
  const teamId = idFromPath(params.teamId);
  if (companyId === null || teamId === null) return <NotFoundScreen />;
  return <CertificateOf companyId={companyId} teamId={teamId} />;
}

function CertificateOf({ companyId, teamId }: { companyId: number; teamId: number }) {
  const { t } = useTranslation('organizer');
  const results = useHrResults(companyId);
  if (results.error?.status === 404) return <NotFoundScreen />;
  const team = results.data?.teams.find((candidate) => candidate.team_id === teamId);
  if (results.data && !team) return <NotFoundScreen />;
  return (
    <section className="screen console hr-print hr-certificate-screen">
      <style>{CERTIFICATE_PAGE}</style>
      <div className="hr-certificate-screen__bar hr-no-print">
        <BackLink to={hrResultsPath(companyId)} label={t('back', { ns: 'common' })} />
        <h1>{t('hrCertificate')}</h1>
        <p className="hr-results__muted">{t('hrPrintHint')}</p>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" size={20} />
          {t('hrPrintCertificate')}
        </Button>
      </div>
      <ConsoleQuery query={results} loading={<ConsoleListSkeleton />}>
        {(answer) => team && <Certificate answer={answer} team={team} />}
      </ConsoleQuery>
    </section>
  );
}

function Certificate({ answer, team }: { answer: HrResultsResponse; team: HrResultsTeam }) {
  const { t } = useTranslation('organizer');
  const place = placeText(t, team.position);
  // The tab's title is also the name the browser offers for the PDF. Set after the commit's
  // effects: the shell's route title (app/RouteScreen, remounted with each path) runs after ours.
  const title = documentTitle(`${t('hrCertificate')} – ${team.name}`);
  useEffect(() => {
    queueMicrotask(() => {
      document.title = title;
    });
  }, [title]);
  return (
    <article className="hr-certificate" aria-labelledby="hr-certificate-title">
      <div className="hr-certificate__frame">
        <header className="hr-certificate__event">
          {answer.event.photo_url && (
            <Img
              className="hr-certificate__event-picture"
              src={answer.event.photo_url}
              alt=""
              fallback="event"
              loading="eager"
            />
          )}
          <span className="hr-certificate__event-name">
            <bdi>{answer.event.name}</bdi>
          </span>
        </header>
        <h2 id="hr-certificate-title" className="hr-certificate__title">
          {t('hrCertificateTitle')}
        </h2>
        <p className="hr-certificate__presented">{t('hrPresentedTo')}</p>
        <p className="hr-certificate__team">
          <bdi>{team.name}</bdi>
        </p>
        <p className="hr-certificate__company">
          <Img
            className="hr-certificate__logo"
            src={answer.company.photo_url}
            alt=""
            fallback="company"
            loading="eager"
          />
          <bdi>{answer.company.name}</bdi>
        </p>
        <p className="hr-certificate__place">
          <Trophy aria-hidden="true" className="hr-certificate__trophy" />
          {place}
        </p>
        <p className="hr-certificate__score">
          {t('hrOutOf', { count: answer.team_count })}
          <span aria-hidden="true"> · </span>
          {t('hrPointsValue', { count: team.points })}
        </p>
        {team.awards.length > 0 && (
          <ul className="hr-certificate__awards" aria-label={t('hrColumnAwards')}>
            {team.awards.map((award, index) => (
              <li key={`${award}-${index}`}>
                <Award aria-hidden="true" className="hr-certificate__award-icon" />
                <bdi>{awardNameSpacing(award)}</bdi>
              </li>
            ))}
          </ul>
        )}
        <footer className="hr-certificate__footer">
          <DateRange start={answer.event.date} end={answer.event.end_date} />
          {answer.event.location_name && (
            <>
              <span aria-hidden="true"> · </span>
              <bdi>{answer.event.location_name}</bdi>
            </>
          )}
        </footer>
      </div>
    </article>
  );
}

import { useTranslation } from 'react-i18next';
import { Building2, ExternalLink, Gauge, Mail, Pencil, Users } from 'lucide-react';
import type { CompanyResponse } from '../../../shared/api/company';
import { withScheme } from '../../../shared/videoLink';
import { BackLink } from '../../components/BackLink';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { CountPill } from '../../components/CountPill';
import { EmptyState } from '../../components/EmptyState';
import { Img } from '../../components/Img';
import { QueryView } from '../../components/QueryView';
import { Skeleton } from '../../components/Skeleton';
import { useSelectionId } from '../../lib/useSelectionId';
import { useCompany } from './api';
import { CompanyStats } from './CompanyStats';
import { CompanyTeamCard } from './CompanyTeamCard';
import { CompanyVideo } from './CompanyVideo';
import './company.css';

/**
 * /company (product.md §2): the company chosen on another screen (otherCompanyId), else the user's
 * own: cover, logo, name, website, counts of events, teams and players, bio, video and its
 * teams with their year. Its admins (the contact person) also get edit, manage employees and
 * readiness.
 */
export default function CompanyScreen() {
  const { t } = useTranslation();
  const companyId = useSelectionId('otherCompanyId');
  const company = useCompany(companyId);

  const notFound = (
    <EmptyState message={t('companyNotFound')} icon={<Building2 aria-hidden="true" size={40} />}>
      <ButtonLink to="/companies" variant="secondary">
        {t('companies')}
      </ButtonLink>
    </EmptyState>
  );

  return (
    <section className="screen company">
      <BackLink to="/home" label={t('back')} />
      <QueryView query={company} loading={<CompanySkeleton />} notFound={notFound}>
        {(data) => <CompanyPage company={data} />}
      </QueryView>
    </section>
  );
}

/** The address as people read it: without the scheme, "www." or a trailing slash. */
function shownAddress(link: string): string {
  return link
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

function CompanyPage({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="company-hero">
        {company.cover_image ? (
          <Img
            src={company.cover_image}
            alt=""
            fallback="event"
            width={358}
            height={144}
            loading="eager"
            className="company-hero__cover"
          />
        ) : (
          <div className="company-hero__cover company-hero__cover--plain" aria-hidden="true" />
        )}
        <Img
          src={company.photo_url}
          alt={t('companyLogoAlt', { name: company.name })}
          fallback="company"
          width={88}
          height={88}
          loading="eager"
          className="company-hero__logo"
        />
      </header>
      <div className="company-heading">
        <h1 dir="auto">{company.name}</h1>
        {(company.personal_website || company.email) && (
          <ul className="company-contact">
            {company.personal_website && (
              <li>
                <a
                  className="company-link"
                  href={withScheme(company.personal_website)}
                  target="_blank"
                  rel="noreferrer"
                >
                  <ExternalLink aria-hidden="true" size={18} />
                  <span className="visually-hidden">{t('companyWebsite')}</span>
                  <span dir="ltr">{shownAddress(company.personal_website)}</span>
                </a>
              </li>
            )}
            {company.email && (
              <li>
                <a className="company-link" href={`mailto:${company.email}`}>
                  <Mail aria-hidden="true" size={18} />
                  <span className="visually-hidden">{t('email')}</span>
                  <span dir="ltr">{company.email}</span>
                </a>
              </li>
            )}
          </ul>
        )}
      </div>
      <CompanyStats company={company} />
      {company.can_manage && (
        <nav className="company-manage" aria-label={t('companyManage')}>
          <ButtonLink to="/edit-company">
            <Pencil aria-hidden="true" size={20} />
            {t('editCompany')}
          </ButtonLink>
          <ButtonLink to="/manage-employees" variant="secondary">
            <Users aria-hidden="true" size={20} />
            {t('manageEmployees')}
          </ButtonLink>
          <ButtonLink to="/readiness" variant="secondary">
            <Gauge aria-hidden="true" size={20} />
            {t('readiness')}
          </ButtonLink>
        </nav>
      )}
      {company.bio && (
        <Card as="section" aria-labelledby="company-about-title">
          <h2 id="company-about-title" className="company-card__title">
            {t('companyAbout')}
          </h2>
          <p className="company-bio" dir="auto">
            {company.bio}
          </p>
        </Card>
      )}
      {company.video_url && (
        <Card as="section" aria-labelledby="company-video-title">
          <h2 id="company-video-title" className="company-card__title">
            {t('companyVideo')}
          </h2>
          <CompanyVideo link={company.video_url} companyName={company.name} />
        </Card>
      )}
      <section className="company-teams" aria-labelledby="company-teams-title">
        <h2 id="company-teams-title" className="company-teams__title">
          <span>{t('teams')}</span> <CountPill>{company.teams.length}</CountPill>
        </h2>
        {company.teams.length === 0 ? (
          <EmptyState message={t('noTeamsFound')} />
        ) : (
          <ul className="company-teams__list">
            {company.teams.map((team) => (
              <Card as="li" key={team.id} className="company-teams__item">
                <CompanyTeamCard team={team} />
              </Card>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CompanySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <div className="company-hero">
        <Skeleton height={144} className="company-hero__cover" />
        <Skeleton width={88} height={88} className="company-hero__logo" />
      </div>
      <Skeleton width="60%" height={36} />
      <Skeleton width="45%" height={24} />
      <Skeleton height={72} />
      <Skeleton height={120} />
      <Skeleton height={80} />
      <Skeleton height={80} />
    </div>
  );
}

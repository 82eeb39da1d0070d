import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { HomeResponse } from '../../../../shared/api/event';
import { Img } from '../../../components/Img';
import { setSelection } from '../../../lib/session';

interface HighlightCardProps {
  to: string;
  onNavigate?: () => void;
  media: ReactNode;
  eyebrow: string;
  title: string;
  hint?: string;
}

function HighlightCard({ to, onNavigate, media, eyebrow, title, hint }: HighlightCardProps) {
  return (
    <Link to={to} onClick={onNavigate} className="highlight-card">
      {media}
      <span className="highlight-card__text">
        <span className="highlight-card__eyebrow">{eyebrow}</span>
        <span className="highlight-card__title">
          <bdi>{title}</bdi>
        </span>
        {hint && <span className="highlight-card__hint">{hint}</span>}
      </span>
      <ChevronRight className="highlight-card__chevron flip-in-rtl" aria-hidden="true" size={24} />
    </Link>
  );
}

const thumb = (src: string | null, fallback: 'team' | 'company' | 'battle') => (
  <Img
    src={src}
    alt=""
    fallback={fallback}
    width={56}
    height={56}
    loading="eager"
    className={
      fallback === 'company'
        ? 'highlight-card__thumb highlight-card__thumb--logo'
        : 'highlight-card__thumb'
    }
  />
);

/**
 * The card of the user's own part in the event (product.md §2 /home): a player's team (→ /team), a
 * crew member's challenge (→ /crew-battles to enter scores), a contact person's company
 * (→ /company), an organizer's console (→ /organizer). Supporters have none.
 */
export function RoleCard({ home }: { home: HomeResponse }) {
  const { t } = useTranslation();
  if (home.role === 'player' && home.team_id !== null) {
    const teamId = home.team_id;
    return (
      <HighlightCard
        to="/team"
        onNavigate={() => setSelection('otherTeamId', teamId)}
        media={thumb(home.team_photo_url, 'team')}
        eyebrow={t('yourTeam')}
        title={home.team_name ?? ''}
      />
    );
  }
  if (home.role === 'crew') {
    return (
      <HighlightCard
        to="/crew-battles"
        media={thumb(home.activity_photo_url, 'battle')}
        eyebrow={t('crewBattles')}
        title={home.activity_name ?? t('crewScore')}
        hint={t('scoreEntryHint')}
      />
    );
  }
  if (home.role === 'contactPerson' && home.company_id !== null) {
    const companyId = home.company_id;
    return (
      <HighlightCard
        to="/company"
        onNavigate={() => setSelection('otherCompanyId', companyId)}
        media={thumb(home.company_picture, 'company')}
        eyebrow={t('yourCompany')}
        title={home.company_name ?? ''}
      />
    );
  }
  if (home.role === 'organizer') {
    return (
      <HighlightCard
        to="/organizer"
        media={thumb(home.photo_url, 'battle')}
        eyebrow={t('organizerConsole')}
        title={home.name}
        hint={t('organizerConsoleHint')}
      />
    );
  }
  return null;
}

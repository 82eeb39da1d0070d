import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { Rival } from '../../../shared/api/rivals';
import type { TeamResponse } from '../../../shared/api/team';
import { Avatar } from '../../components/Avatar';
import { Card } from '../../components/Card';
import { SelectionLink } from '../../components/SelectionLink';
import { Skeleton } from '../../components/Skeleton';
import { useTeamRivals } from './api';
import { SectionError } from './SectionError';

function RivalGroup({ label, rivals }: { label: string; rivals: Rival[] }) {
  return (
    <div className="team-rivals__group">
      <h3 className="team-rivals__label">{label}</h3>
      {rivals.length > 0 && (
        <ul className="team-rival-chips">
          {rivals.map((rival) => (
            <li key={rival.id} className="team-rival-chip">
              <Avatar src={rival.photo_url} alt="" size={28} fallback="team" />
              <span dir="auto">{rival.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The rivals preview of /team (product.md §2): the teams it challenged (count out of the maximum) and
 * those that challenged it, a few of each. The card opens /rivals for this team (rivalsId): its
 * link covers the whole card, so a tap anywhere on it opens the list.
 */
export function TeamRivalsPreview({ team }: { team: TeamResponse }) {
  const { t } = useTranslation();
  const rivals = useTeamRivals(team.id);

  return (
    <Card as="section" className="team-card team-preview" aria-labelledby="team-rivals-title">
      <h2 id="team-rivals-title" className="team-card__title">
        {t('rivals')}
      </h2>
      {rivals.isPending && <Skeleton height={96} />}
      {rivals.isError && <SectionError onRetry={() => void rivals.refetch()} />}
      {rivals.isSuccess &&
        (rivals.data.challenged_count + rivals.data.challengers_count === 0 ? (
          <p className="text-muted">{t('noRivalsYet')}</p>
        ) : (
          <div className="team-rivals">
            <RivalGroup
              label={t('teamChallengedCount', {
                challenged: rivals.data.challenged_count,
                max: rivals.data.max_challenge_others,
              })}
              rivals={rivals.data.challenged}
            />
            <RivalGroup
              label={t('teamChallengersCount', { challengers: rivals.data.challengers_count })}
              rivals={rivals.data.challengers}
            />
          </div>
        ))}
      {rivals.isSuccess && (
        <SelectionLink
          to="/rivals"
          selectionKey="rivalsId"
          id={team.id}
          className="team-preview__link"
        >
          {t('teamSeeRivals')}
          <ChevronRight className="flip-in-rtl" aria-hidden="true" size={18} />
        </SelectionLink>
      )}
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { TeamResponse } from '../../../shared/api/team';
import { Avatar } from '../../components/Avatar';
import { Card } from '../../components/Card';
import { CountPill } from '../../components/CountPill';
import { SelectionLink } from '../../components/SelectionLink';
import { Skeleton } from '../../components/Skeleton';
import { useTeamCheers } from './api';
import { SectionError } from './SectionError';

/**
 * The votes preview of /team (product.md §2): the number of cheers and the newest few (name and
 * message), or noVotesYet. The card opens /cheers for this team (otherTeamId); its link covers
 * the whole card.
 */
export function TeamVotesPreview({ team }: { team: TeamResponse }) {
  const { t } = useTranslation();
  const cheers = useTeamCheers(team.id);

  return (
    <Card as="section" className="team-card team-preview" aria-labelledby="team-votes-title">
      <h2 id="team-votes-title" className="team-card__title">
        <span>{t('teamVotes')}</span>
        {cheers.isSuccess && <CountPill>{cheers.data.cheer_count}</CountPill>}
      </h2>
      {cheers.isPending && <Skeleton height={96} />}
      {cheers.isError && <SectionError onRetry={() => void cheers.refetch()} />}
      {cheers.isSuccess && cheers.data.cheers.length === 0 && (
        <p className="text-muted">{t('noVotesYet')}</p>
      )}
      {cheers.isSuccess && cheers.data.cheers.length > 0 && (
        <ul className="team-votes">
          {cheers.data.cheers.map((cheer) => (
            <li key={cheer.user_id} className="team-vote">
              <Avatar src={cheer.photo_url} alt="" size={36} />
              <span className="team-vote__text">
                <span className="team-vote__name" dir="auto">
                  {cheer.name}
                </span>
                {cheer.message && (
                  <span className="team-vote__message" dir="auto">
                    {cheer.message}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {cheers.isSuccess && (
        <SelectionLink
          to="/cheers"
          selectionKey="otherTeamId"
          id={team.id}
          className="team-preview__link"
        >
          {t('teamSeeVotes')}
          <ChevronRight className="flip-in-rtl" aria-hidden="true" size={18} />
        </SelectionLink>
      )}
    </Card>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Building2, Share2 } from 'lucide-react';
import type { AddPlayersResponse } from '../../../shared/api/players';
import { BackLink } from '../../components/BackLink';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { QueryView } from '../../components/QueryView';
import { ApiError, apiErrorText } from '../../lib/api';
import { useSelectionId } from '../../lib/useSelectionId';
import { useAddPlayers } from './api';
import { AvailableEmployees } from './AvailableEmployees';
import { CurrentPlayers } from './CurrentPlayers';
import { NotTeamManager } from './NotTeamManager';
import { OtherTeamsPlayers } from './OtherTeamsPlayers';
import { PlayersSkeleton } from './PlayersSkeleton';
import { InviteButton } from './InviteButton';
import { InviteLinksList } from './InviteLinksList';
import { TeamPlayersHeading } from './TeamPlayersHeading';
import './players.css';

/**
 * /add-players (product.md §2): the team's players, the company's employees who can join (searchable,
 * each with an add button; their e-mail addresses for the company's admins only) and those
 * already playing in another team. The company's admin can
 * create an employee; anyone managing the team can share an invite to the company. A full team
 * (or one past its closing date) has nothing to add: the screen goes back to /players.
 */
export default function AddPlayersScreen() {
  const { t } = useTranslation();
  const teamId = useSelectionId('otherTeamId');
  const roster = useAddPlayers(teamId);

  const refused = roster.error instanceof ApiError && roster.error.status === 403;
  return (
    <section className="screen add-players">
      <BackLink to="/players" label={t('back')} />
      {refused ? (
        <NotTeamManager message={apiErrorText(roster.error)} />
      ) : (
        <QueryView
          query={roster}
          loading={<PlayersSkeleton rows={3} />}
          notFound={<EmptyState message={t('teamNotFound')} />}
        >
          {(data) => <AddPlayersPage teamId={teamId} data={data} current={!roster.isFetching} />}
        </QueryView>
      )}
    </section>
  );
}

interface AddPlayersPageProps {
  teamId: number | null;
  data: AddPlayersResponse;
  /** The data is not being fetched again: a cached answer may be out of date (a player removed since). */
  current: boolean;
}

function AddPlayersPage({ teamId, data, current }: AddPlayersPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closed = !data.editable || data.players.length >= data.max_players;

  useEffect(() => {
    if (closed && current) void navigate('/players', { replace: true });
  }, [closed, current, navigate]);

  return (
    <>
      <TeamPlayersHeading
        title={t('addPlayers')}
        teamName={data.team_name}
        count={data.players.length}
        max={data.max_players}
      />

      <CurrentPlayers players={data.players} />

      <AvailableEmployees teamId={teamId} data={data} />

      <OtherTeamsPlayers players={data.other_players} />

      <Card as="section" className="add-players-invite" aria-labelledby="add-players-invite">
        <h2 id="add-players-invite" className="add-players-invite__title">
          <Building2 aria-hidden="true" size={20} />
          {t('inviteCompany')}
        </h2>
        <p className="add-players__hint">
          {t('inviteCompanyHint', { company: data.company_name })}
        </p>
        <InviteButton
          target={{ companyId: data.company_id, teamId: null }}
          title={t('inviteCompany')}
          shareText={t('inviteCompanyText', { company: data.company_name })}
          explanation={t('inviteLinkCompanyExplanation', { company: data.company_name })}
        >
          <Share2 aria-hidden="true" size={20} />
          {t('inviteCompanyShare')}
        </InviteButton>
        <InviteLinksList target={{ companyId: data.company_id, teamId: null }} />
      </Card>
    </>
  );
}

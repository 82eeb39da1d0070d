import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Share2, UserPlus, Users } from 'lucide-react';
import type { PlayersResponse } from '../../../shared/api/players';
import type { Player } from '../../../shared/api/team';
import { BackLink } from '../../components/BackLink';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { EmptyState } from '../../components/EmptyState';
import { Notice } from '../../components/Notice';
import { QueryView } from '../../components/QueryView';
import { ApiError, apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { useSelectionId } from '../../lib/useSelectionId';
import { messageText } from '../../lib/formMessages';
import { usePlayerAction, usePlayers, type PlayerAction } from './api';
import { CaptainBadge } from './CaptainBadge';
import { LeaveTeamButton } from './LeaveTeamButton';
import { NotTeamManager } from './NotTeamManager';
import { PersonRow } from './PersonRow';
import { PlayerMenuButton } from './PlayerMenuButton';
import { PlayerMenuSheet } from './PlayerMenuSheet';
import { PlayersSkeleton } from './PlayersSkeleton';
import { InviteButton } from './InviteButton';
import { InviteLinksList } from './InviteLinksList';
import { TeamPlayersHeading } from './TeamPlayersHeading';
import './players.css';

/**
 * /players (product.md §2): the team's players (otherTeamId, else the user's own team) with the count
 * out of the maximum, the captain marked with a crown, and, for the captain and the company's
 * admins, per other player a menu: make captain, remove (after a confirmation). A player of the
 * team may leave it (after a confirmation). Before the closing date and while there is room an
 * add-players button leads to /add-players; an invite link to the team can be shared.
 */
export default function PlayersScreen() {
  const { t } = useTranslation();
  const teamId = useSelectionId('otherTeamId');
  const players = usePlayers(teamId);

  const refused = players.error instanceof ApiError && players.error.status === 403;
  return (
    <section className="screen players">
      <BackLink to="/team" label={t('back')} />
      {refused ? (
        <NotTeamManager message={apiErrorText(players.error)} />
      ) : (
        <QueryView
          query={players}
          loading={<PlayersSkeleton />}
          notFound={<EmptyState message={t('teamNotFound')} />}
        >
          {(data) => <PlayersList teamId={teamId} data={data} />}
        </QueryView>
      )}
    </section>
  );
}

/** What the console says when an action fails: product.md §8 has these failures only logged. */
const FAILURE_LOG: Record<PlayerAction, string> = {
  captain: 'Failed to update captain',
  remove: 'Failed to remove player',
  add: 'Failed to add player',
};

function PlayersList({ teamId, data }: { teamId: number | null; data: PlayersResponse }) {
  const { t } = useTranslation();
  const [menuFor, setMenuFor] = useState<Player | null>(null);
  const [removing, setRemoving] = useState<Player | null>(null);
  const action = usePlayerAction(teamId);
  const running = action.isPending ? action.variables : undefined;
  const full = data.players.length >= data.max_players;
  const me = data.players.find((player) => player.id === data.user_id);
  /** The captain and the company's admins act on the other players; nobody else does. */
  const leads = (player: Player) =>
    data.editable && data.can_manage_players && player.id !== data.user_id;

  function run(player: Player, kind: PlayerAction) {
    action.mutate(
      { action: kind, playerId: player.id },
      {
        onSuccess: (answer) => {
          setRemoving(null);
          showToast(messageText(answer.message) ?? answer.message, 'success');
        },
        onError: (error) => {
          setRemoving(null);
          console.error(FAILURE_LOG[kind], error);
        },
      },
    );
  }

  const inviteTarget = { companyId: data.company_id, teamId: data.team_id };

  return (
    <>
      <TeamPlayersHeading
        title={t('players')}
        teamName={data.team_name}
        count={data.players.length}
        max={data.max_players}
      />
      {!data.editable && (
        <Notice kind="info">
          <p>{t('playersLocked')}</p>
        </Notice>
      )}
      {data.editable && full && (
        <Notice kind="info">
          <p>{t('playersTeamFullHint')}</p>
        </Notice>
      )}
      <div className="players-actions">
        {data.editable && !full && (
          <ButtonLink to="/add-players">
            <UserPlus aria-hidden="true" size={20} />
            {t('addPlayers')}
          </ButtonLink>
        )}
        <InviteButton
          target={inviteTarget}
          title={t('invitePlayers')}
          shareText={t('inviteTeamText', { team: data.team_name })}
          explanation={t('inviteLinkTeamExplanation', { team: data.team_name })}
        >
          <Share2 aria-hidden="true" size={20} />
          {t('invitePlayers')}
        </InviteButton>
        <InviteLinksList target={inviteTarget} />
      </div>
      {data.players.length === 0 ? (
        <EmptyState message={t('noPlayersFound')} icon={<Users aria-hidden="true" size={40} />} />
      ) : (
        <ul className="players-list" aria-label={t('players')}>
          {data.players.map((player) => (
            <Card as="li" key={player.id} className="players-list__item">
              <PersonRow
                name={player.full_name}
                photoUrl={player.photo_url}
                badge={player.is_captain ? <CaptainBadge /> : undefined}
                action={
                  leads(player) ? (
                    <PlayerMenuButton
                      playerName={player.full_name}
                      busy={running?.playerId === player.id}
                      disabled={action.isPending}
                      onOpen={() => setMenuFor(player)}
                    />
                  ) : undefined
                }
              />
            </Card>
          ))}
        </ul>
      )}
      {data.editable && me && (
        <LeaveTeamButton teamId={teamId} teamName={data.team_name} me={me} role={data.role} />
      )}
      {menuFor && (
        <PlayerMenuSheet
          player={menuFor}
          onMakeCaptain={() => {
            setMenuFor(null);
            run(menuFor, 'captain');
          }}
          onRemove={() => {
            setMenuFor(null);
            setRemoving(menuFor);
          }}
          onClose={() => setMenuFor(null)}
        />
      )}
      {removing && (
        <ConfirmSheet
          title={t('removePlayerTitle', { name: removing.full_name })}
          confirmLabel={t('removePlayer')}
          cancelLabel={t('cancel')}
          busy={action.isPending}
          onConfirm={() => run(removing, 'remove')}
          onCancel={() => setRemoving(null)}
        >
          <p>{t('removePlayerMessage', { name: removing.full_name, team: data.team_name })}</p>
        </ConfirmSheet>
      )}
    </>
  );
}

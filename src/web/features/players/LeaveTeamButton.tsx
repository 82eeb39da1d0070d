import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import type { EventRole } from '../../../shared/roles';
import type { Player } from '../../../shared/api/team';
import { Button } from '../../components/Button';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { clearSelection } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { messageText } from '../../lib/formMessages';
import { usePlayerAction } from './api';

export interface LeaveTeamButtonProps {
  /** The team shown (otherTeamId), sent as the header; null for the viewer's own team. */
  teamId: number | null;
  teamName: string;
  /** The viewer, as one of the team's players. */
  me: Player;
  /** The viewer's role in the session. */
  role: EventRole | null;
}

/**
 * "Leave team" on /players, for any player of the team, the captain too: it asks first (a
 * captain hears that the captaincy passes on), then takes the viewer off the team. Someone
 * signed in as a player lands on /team-select, since their session no longer names a team; an
 * admin who also played stays on the list they still manage.
 */
export function LeaveTeamButton({ teamId, teamName, me, role }: LeaveTeamButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const action = usePlayerAction(teamId);

  function leave() {
    action.mutate(
      { action: 'remove', playerId: me.id },
      {
        onSuccess: (answer) => {
          setAsking(false);
          showToast(messageText(answer.message) ?? answer.message, 'success');
          if (role !== 'player') return;
          clearSelection('otherTeamId');
          void navigate('/team-select', { replace: true });
        },
        onError: (error) => {
          setAsking(false);
          console.error('Failed to leave team', error);
        },
      },
    );
  }

  return (
    <>
      <Button
        variant="secondary"
        className="players-leave"
        busy={action.isPending}
        onClick={() => setAsking(true)}
      >
        <LogOut className="flip-in-rtl" aria-hidden="true" size={20} />
        {t('leaveTeam')}
      </Button>
      {asking && (
        <ConfirmSheet
          title={t('leaveTeamTitle', { team: teamName })}
          confirmLabel={t('leaveTeam')}
          cancelLabel={t('cancel')}
          busy={action.isPending}
          onConfirm={leave}
          onCancel={() => setAsking(false)}
        >
          <p>{t('leaveTeamMessage', { team: teamName })}</p>
          {me.is_captain && <p>{t('leaveTeamCaptainNote')}</p>}
        </ConfirmSheet>
      )}
    </>
  );
}

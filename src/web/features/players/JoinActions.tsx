import { useTranslation } from 'react-i18next';
import type { InviteResponse } from '../../../shared/api/join';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { joinChoice } from './joinChoice';

export interface JoinActionsProps {
  invite: InviteResponse;
  /** Joins the company and, when true, the link's team. */
  onJoin: (withTeam: boolean) => void;
  /** Leaves the invite without joining (anything more): "Not now" or "Continue". */
  onLeave: () => void;
  joining: boolean;
  leaving: boolean;
}

/**
 * What the person can do with the invite: join the team, the company alone, or nothing more,
 * with the reason when the team cannot be joined and a way on without joining.
 */
export function JoinActions({ invite, onJoin, onLeave, joining, leaving }: JoinActionsProps) {
  const { t } = useTranslation();
  const choice = joinChoice(invite);
  const company = invite.company.name;
  const team = invite.team?.name ?? '';
  const busy = joining || leaving;

  const join = (label: string, withTeam: boolean) => (
    <>
      <Button busy={joining} disabled={busy} onClick={() => onJoin(withTeam)}>
        {label}
      </Button>
      <Button variant="ghost" className="join__later" disabled={busy} onClick={onLeave}>
        {t('joinNotNow')}
      </Button>
    </>
  );
  const continueOn = (
    <Button busy={leaving} disabled={busy} onClick={onLeave}>
      {t('joinContinue')}
    </Button>
  );

  switch (choice.kind) {
    case 'team':
      return (
        <div className="join__actions">{join(t('joinTeamButton', { team, company }), true)}</div>
      );
    case 'company':
      return (
        <div className="join__actions">{join(t('joinCompanyButton', { company }), false)}</div>
      );
    case 'refused':
      return (
        <div className="join__actions">
          <Notice kind="warning" role="status">
            <p>{t(choice.reason)}</p>
          </Notice>
          {choice.canJoinCompany
            ? join(t('joinCompanyOnlyButton', { company }), false)
            : continueOn}
        </div>
      );
    case 'inTeam':
      return (
        <div className="join__actions">
          <Notice kind="success" role="status">
            <p>{t('joinAlreadyInTeam', { team })}</p>
          </Notice>
          {continueOn}
        </div>
      );
    case 'member':
      return (
        <div className="join__actions">
          <Notice kind="success" role="status">
            <p>{t('joinAlreadyMember', { company })}</p>
          </Notice>
          {continueOn}
        </div>
      );
  }
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailOpen } from 'lucide-react';
import { AccessLayout } from '../../components/AccessLayout';
import { ErrorState } from '../../components/ErrorState';
import { QueryView } from '../../components/QueryView';
import { ApiError, apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { JoinActions } from './JoinActions';
import { storedInviteIds, useInvite, useJoin, useLeaveInvite } from './api';
import { JoinOffer } from './JoinOffer';
import { JoinOfferSkeleton } from './JoinOfferSkeleton';
import './join.css';

/**
 * /join, where login leads while an invite link's ids are stored: the company and team the
 * link offers, and joining them; a link whose secret the server refuses says so. Joining, "Not now" and
 * "Continue" all forget the link and go on where login would have gone.
 */
export default function JoinScreen() {
  const { t } = useTranslation();
  const [ids] = useState(storedInviteIds);
  const invite = useInvite(ids);
  const join = useJoin(ids);
  const leave = useLeaveInvite();

  const onJoin = (withTeam: boolean) =>
    join.mutate(withTeam, {
      onSuccess: (answer) => {
        showToast(t(answer.message), 'success');
        leave.mutate();
      },
      onError: (error) => {
        showToast(apiErrorText(error), 'error');
        void invite.refetch();
      },
    });

  // A link without a valid secret (made up, expired or revoked) is refused: nothing to retry.
  const refused = invite.error instanceof ApiError && invite.error.status === 403;
  const notFound = (
    <ErrorState
      title={t('inviteNotValid')}
      message={ids && invite.isError ? apiErrorText(invite.error) : undefined}
      actionLabel={t('joinContinue')}
      onAction={() => leave.mutate()}
    />
  );

  return (
    <AccessLayout
      title={t('joinTitle')}
      subtitle={t(ids?.teamId ? 'joinTeamInvite' : 'joinCompanyInvite')}
      icon={<MailOpen size={28} strokeWidth={2.25} />}
    >
      {ids === null || refused ? (
        notFound
      ) : (
        <QueryView
          query={invite}
          loading={<JoinOfferSkeleton withTeam={ids.teamId !== null} />}
          notFound={notFound}
        >
          {(offer) => (
            <div className="join__body">
              <JoinOffer invite={offer} />
              <JoinActions
                invite={offer}
                onJoin={onJoin}
                onLeave={() => leave.mutate()}
                joining={join.isPending || join.isSuccess}
                leaving={leave.isPending}
              />
            </div>
          )}
        </QueryView>
      )}
    </AccessLayout>
  );
}

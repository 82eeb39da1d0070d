import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteLink } from '../../../shared/api/join';
import { Button } from '../../components/Button';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { DateText } from '../../components/DateText';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { useInviteLinks, useRevokeInviteLink, type InviteTarget } from './api';

/**
 * The viewer's open invite links for a team (or a company), each with the day it was made, the
 * day it stops working and Revoke. Nothing shows while there are none, or while they load: the
 * list is a side note under the invite button, never in the way of the screen.
 */
export function InviteLinksList({ target }: { target: InviteTarget }) {
  const { t } = useTranslation();
  const links = useInviteLinks(target);
  const revoke = useRevokeInviteLink();
  const [revoking, setRevoking] = useState<InviteLink | null>(null);

  if (!links.data || links.data.length === 0) return null;

  const confirm = (link: InviteLink) =>
    revoke.mutate(link.id, {
      onSuccess: () => {
        setRevoking(null);
        showToast(t('inviteRevoked'), 'success');
      },
      onError: (error) => {
        setRevoking(null);
        console.error('Failed to revoke an invite link', error);
        showToast(apiErrorText(error) || t('somethingWentWrong'), 'error');
      },
    });

  return (
    <section className="invite-links" aria-labelledby="invite-links-title">
      <h3 id="invite-links-title" className="invite-links__title">
        {t('inviteLinksOpen', { number: links.data.length })}
      </h3>
      <ul className="invite-links__list">
        {links.data.map((link) => (
          <li key={link.id} className="invite-links__item">
            <span className="invite-links__dates">
              {t('inviteLinkMade')} <DateText value={link.created_at} format="dateTime24" />
              <br />
              {t('inviteLinkValidUntil')} <DateText value={link.expires_at} />
            </span>
            <Button
              variant="ghost"
              className="invite-links__revoke"
              onClick={() => setRevoking(link)}
            >
              {t('inviteLinkRevoke')}
            </Button>
          </li>
        ))}
      </ul>
      {revoking && (
        <ConfirmSheet
          title={t('inviteLinkRevokeTitle')}
          confirmLabel={t('inviteLinkRevoke')}
          cancelLabel={t('cancel')}
          onConfirm={() => confirm(revoking)}
          onCancel={() => setRevoking(null)}
          busy={revoke.isPending}
        >
          <p>{t('inviteLinkRevokeText')}</p>
        </ConfirmSheet>
      )}
    </section>
  );
}

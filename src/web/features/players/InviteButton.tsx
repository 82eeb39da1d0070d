import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedInviteLink } from '../../../shared/api/join';
import { Button } from '../../components/Button';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { InviteSheet } from './InviteSheet';
import { useCreateInviteLink, type InviteTarget } from './api';

export interface InviteButtonProps {
  target: InviteTarget;
  /** Already translated texts of the sheet (see InviteSheet). */
  title: string;
  shareText: string;
  explanation: string;
  children: ReactNode;
}

/**
 * Makes a new invite link on a tap and shows it in a sheet to share or copy. The link's secret
 * exists only in that answer, so every tap makes a new link; the open ones are listed below the
 * button (InviteLinksList), where they can be revoked.
 */
export function InviteButton({
  target,
  title,
  shareText,
  explanation,
  children,
}: InviteButtonProps) {
  const { t } = useTranslation();
  const create = useCreateInviteLink();
  const [link, setLink] = useState<CreatedInviteLink | null>(null);

  const make = () =>
    create.mutate(target, {
      onSuccess: setLink,
      onError: (error) => {
        console.error('Failed to make an invite link', error);
        showToast(apiErrorText(error) || t('somethingWentWrong'), 'error');
      },
    });

  return (
    <>
      <Button variant="secondary" onClick={make} busy={create.isPending}>
        {children}
      </Button>
      {link && (
        <InviteSheet
          link={link}
          title={title}
          shareText={shareText}
          explanation={explanation}
          onClose={() => setLink(null)}
        />
      )}
    </>
  );
}

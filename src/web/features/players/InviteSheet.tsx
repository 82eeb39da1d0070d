import { useTranslation } from 'react-i18next';
import { Copy, Share2 } from 'lucide-react';
import type { CreatedInviteLink } from '../../../shared/api/join';
import { Button } from '../../components/Button';
import { DateText } from '../../components/DateText';
import { Sheet } from '../../components/Sheet';
import { TextField } from '../../components/TextField';
import { showToast } from '../../lib/toast';
import { inviteUrl, shareInvite } from './shareInvite';

export interface InviteSheetProps {
  link: CreatedInviteLink;
  /** Already translated: what the link opens ("Sharks", "Acme"), for the sheet and the share text. */
  title: string;
  shareText: string;
  /** Already translated: who can join what with the link. */
  explanation: string;
  onClose: () => void;
}

/**
 * A new invite link, shown once: the link itself (read-only, left to right in every language),
 * how long it is valid, Share where the device has a share sheet, and Copy everywhere, so a
 * laptop without a share sheet can still invite people.
 */
export function InviteSheet({ link, title, shareText, explanation, onClose }: InviteSheetProps) {
  const { t } = useTranslation();
  const url = inviteUrl(link);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('inviteLinkCopied'), 'success');
    } catch (error) {
      console.error('Failed to copy the invite link', error);
      showToast(t('inviteLinkCopyFailed'), 'error');
    }
  };

  return (
    <Sheet
      title={title}
      onClose={onClose}
      description={
        <>
          <p>{explanation}</p>
          <TextField
            label={t('inviteLinkLabel')}
            value={url}
            readOnly
            maxLength={null}
            dir="ltr"
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p>
            {t('inviteLinkValidUntil')} <DateText value={link.expires_at} />
          </p>
        </>
      }
      actions={
        <>
          {canShare && (
            <Button onClick={() => void shareInvite({ title, text: shareText, url })}>
              <Share2 aria-hidden="true" size={20} />
              {t('inviteLinkShare')}
            </Button>
          )}
          <Button variant={canShare ? 'secondary' : 'primary'} onClick={() => void copy()}>
            <Copy aria-hidden="true" size={20} />
            {t('inviteLinkCopy')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('close')}
          </Button>
        </>
      }
    />
  );
}

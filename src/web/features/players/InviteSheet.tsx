import { useTranslation } from 'react-i18next';
import { Copy, Share2 } from 'lucide-react';
import type { CreatedInviteLink } from '../../../shared/api/join';
import { Button } from '../../components/Button';
import { DateText } from '../../components/DateText';
import { LinkField, useCopyLink } from '../../components/LinkField';
import { Sheet } from '../../components/Sheet';
import { useShare } from '../../components/useShare';
import { canShareNatively } from '../../lib/share';
import { inviteUrl } from './shareInvite';

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
 * laptop without a share sheet can still invite people. The sheet is itself the fallback of a
 * share sheet, so Share shows only where the device has one; a refused clipboard selects the
 * link and says to copy it by hand (the kit's LinkField).
 */
export function InviteSheet({ link, title, shareText, explanation, onClose }: InviteSheetProps) {
  const { t } = useTranslation();
  const url = inviteUrl(link);
  const shared = { title, text: shareText, url };
  const canShare = canShareNatively(shared);
  const { share, sheet } = useShare();
  const copy = useCopyLink(url, {
    copied: t('inviteLinkCopied'),
    byHand: t('inviteLinkCopyFailed'),
  });

  return (
    <>
      <Sheet
        title={title}
        onClose={onClose}
        description={
          <>
            <p>{explanation}</p>
            <LinkField label={t('inviteLinkLabel')} url={url} copy={copy} />
            <p>
              {t('inviteLinkValidUntil')} <DateText value={link.expires_at} />
            </p>
          </>
        }
        actions={
          <>
            {canShare && (
              <Button onClick={() => void share(shared)}>
                <Share2 aria-hidden="true" size={20} />
                {t('inviteLinkShare')}
              </Button>
            )}
            <Button variant={canShare ? 'secondary' : 'primary'} onClick={() => void copy.copy()}>
              <Copy aria-hidden="true" size={20} />
              {t('inviteLinkCopy')}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {t('close')}
            </Button>
          </>
        }
      />
      {sheet}
    </>
  );
}

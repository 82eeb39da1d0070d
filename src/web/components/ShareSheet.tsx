import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import type { SharedLink } from '../lib/share';
import { Button } from './Button';
import { LinkField, useCopyLink } from './LinkField';
import { Sheet } from './Sheet';
import './ShareSheet.css';

export interface ShareSheetProps {
  /** What would have gone to the device's share sheet; the title is the sheet's. */
  link: SharedLink;
  /** Called on Close, Escape, a tap outside the sheet, and once the link is copied. */
  onClose: () => void;
}

/**
 * Sharing where the device has no share sheet (a laptop's browser): the sheet says sharing is not
 * supported here, shows the link to copy, and "Copy link" puts it on the clipboard, closes the
 * sheet and says so in a toast. When the clipboard is missing or refused, the sheet stays, the
 * link's text is selected and the sheet says to copy it by hand. Opened by useShare.
 */
export function ShareSheet({ link, onClose }: ShareSheetProps) {
  const { t } = useTranslation();
  const copy = useCopyLink(link.url, { copied: t('linkCopied'), byHand: t('copyLinkByHand') });
  const copyButton = useRef<HTMLButtonElement>(null);

  // The focus starts on Copy link, what the sheet is for (the dialog would give it to the field,
  // whose text it selects and scrolls to the end).
  useLayoutEffect(() => {
    copyButton.current?.focus();
  }, []);

  return (
    <Sheet
      title={link.title}
      titleDir="auto"
      className="share-sheet"
      onClose={onClose}
      description={
        <p>
          {t('shareNotSupported')} {t('shareCopyInstead')}
        </p>
      }
      actions={
        <>
          <Button
            ref={copyButton}
            onClick={async () => {
              if (await copy.copy()) onClose();
            }}
          >
            <Copy aria-hidden="true" size={20} />
            {t('copyLink')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('close')}
          </Button>
        </>
      }
    >
      <LinkField label={t('linkLabel')} url={link.url} copy={copy} />
    </Sheet>
  );
}

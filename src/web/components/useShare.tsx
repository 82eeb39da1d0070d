import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canShareNatively, isShareDismissal, type SharedLink } from '../lib/share';
import { showToast } from '../lib/toast';
import { ShareSheet } from './ShareSheet';

export interface UseShareOptions {
  /** The toast's text when the device's share sheet fails, given the reason (already translated). */
  failureText?: (reason: string) => string;
}

export interface Share {
  /** Shares the link: the device's share sheet where there is one, else the ShareSheet. */
  share: (link: SharedLink) => Promise<void>;
  /** The ShareSheet while it is open: render it beside the button. */
  sheet: ReactNode;
}

/**
 * Every share button of the app goes through this: navigator.share where the device has it (a
 * person closing the share sheet is not a failure; any other failure is an error toast, with
 * the reason), and without it the kit's ShareSheet, which shows the link with "Copy link".
 */
export function useShare({ failureText }: UseShareOptions = {}): Share {
  const { t } = useTranslation();
  const [fallback, setFallback] = useState<SharedLink | null>(null);

  const share = async (link: SharedLink) => {
    if (!canShareNatively(link)) {
      setFallback(link);
      return;
    }
    try {
      await navigator.share(link);
    } catch (error) {
      if (isShareDismissal(error)) return;
      console.error('Failed to share', error);
      // A DOMException is an Error in browsers, not in every test environment: its message counts.
      const { message } = (error ?? {}) as { message?: unknown };
      const reason = typeof message === 'string' && message !== '' ? message : null;
      showToast(
        failureText ? failureText(reason ?? String(error)) : (reason ?? t('somethingWentWrong')),
        'error',
      );
    }
  };

  const sheet = fallback && <ShareSheet link={fallback} onClose={() => setFallback(null)} />;
  return { share, sheet };
}

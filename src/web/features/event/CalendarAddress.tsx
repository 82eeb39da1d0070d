import { useTranslation } from 'react-i18next';
import { CalendarPlus, Copy } from 'lucide-react';
import type { CalendarFeedCreated } from '../../../shared/api/event';
import { Button, buttonClassName } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { showToast } from '../../lib/toast';

export interface CalendarAddressProps {
  address: CalendarFeedCreated;
  onStop: () => void;
}

/**
 * A calendar address just made, shown this once: the address itself (read-only, left to right
 * in every language), a webcal: link calendar apps open to subscribe, a copy button for apps
 * that take an address, and "Stop sharing".
 */
export function CalendarAddress({ address, onStop }: CalendarAddressProps) {
  const { t } = useTranslation();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address.url);
      showToast(t('calendarAddressCopied'), 'success');
    } catch (error) {
      console.error('Failed to copy the calendar address', error);
      showToast(t('copyFailed'), 'error');
    }
  };

  return (
    <>
      <p>{t('calendarAddressReady')}</p>
      <TextField
        label={t('calendarAddress')}
        value={address.url}
        readOnly
        maxLength={null}
        dir="ltr"
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        hint={t('calendarAddressPrivate')}
      />
      <a className={buttonClassName('primary')} href={address.webcal_url}>
        <CalendarPlus aria-hidden="true" size={20} />
        {t('openInCalendarApp')}
      </a>
      <Button variant="secondary" onClick={() => void copy()}>
        <Copy aria-hidden="true" size={20} />
        {t('copyAddress')}
      </Button>
      <Button variant="ghost" className="calendar-feed__stop" onClick={onStop}>
        {t('stopSharing')}
      </Button>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { RefreshCw, X } from 'lucide-react';
import { Button } from '../components/Button';
import './UpdateBanner.css';

export interface UpdateBannerProps {
  /** Activates the new version and reloads the page with it. */
  onReload: () => void;
  /** Hides the banner; the new version waits for the next visit. */
  onClose: () => void;
}

/**
 * The prompt for a new version (issue 24): a small banner at the top of the screen that
 * blocks nothing. It is a status region, so a screen reader announces it without moving the
 * focus away from what the user is doing (scoring a battle, say).
 */
export default function UpdateBanner({ onReload, onClose }: UpdateBannerProps) {
  const { t } = useTranslation();
  return (
    <div className="update-banner" role="status">
      <RefreshCw className="update-banner__icon" aria-hidden="true" size={20} />
      <p className="update-banner__message">{t('updateReady')}</p>
      <Button className="update-banner__reload" onClick={onReload}>
        {t('reload')}
      </Button>
      <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
        <X aria-hidden="true" size={20} />
      </button>
    </div>
  );
}

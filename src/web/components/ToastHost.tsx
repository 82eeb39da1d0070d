import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { takePendingToast } from '../lib/session';
import { dismissToast, getToasts, showToast, subscribeToToasts, type Toast } from '../lib/toast';

/**
 * Renders the toasts. Two live regions exist from the start, so screen readers announce
 * what is added: errors in an alert region, everything else in a polite status region.
 * On load it shows the pending toast left in session storage (for example after a logout).
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);

  useEffect(() => {
    const pending = takePendingToast();
    if (pending) showToast(pending);
  }, []);

  return (
    <div className="toast-host">
      <div className="toast-host__region" role="alert">
        {toasts
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div className="toast-host__region" role="status">
        {toasts
          .filter((toast) => toast.kind !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    <div className={`toast toast--${toast.kind}`}>
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="icon-button"
        aria-label={t('close')}
        onClick={() => dismissToast(toast.id)}
      >
        <X aria-hidden="true" size={20} />
      </button>
    </div>
  );
}

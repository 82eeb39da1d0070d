import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { takePendingToast } from '../lib/session';
import { dismissToast, getToasts, showToast, subscribeToToasts, type Toast } from '../lib/toast';

/** The toasts an identical newer one replaces (same kind and text): only the newest stays. */
function replacedToasts(toasts: readonly Toast[]): Toast[] {
  const newest = new Map<string, number>();
  for (const toast of toasts) newest.set(`${toast.kind}\n${toast.message}`, toast.id);
  return toasts.filter((toast) => newest.get(`${toast.kind}\n${toast.message}`) !== toast.id);
}

/**
 * Renders the toasts. Two live regions exist from the start, so screen readers announce
 * what is added: errors in an alert region, everything else in a polite status region.
 * On load it shows the pending toast left in session storage (for example after a logout).
 * A toast identical to a newer one is dropped, so the same failure twice shows once (with a
 * fresh time-out). The host sits at the bottom, above the bottom navigation (global.css), so
 * a toast never covers a screen's heading or its back link.
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const replaced = replacedToasts(toasts);
  const shown = toasts.filter((toast) => !replaced.includes(toast));

  useEffect(() => {
    const pending = takePendingToast();
    if (pending) showToast(pending);
  }, []);

  // The store (lib/toast.ts) keeps every toast it is given; the replaced ones leave it here.
  useEffect(() => {
    for (const toast of replacedToasts(toasts)) dismissToast(toast.id);
  }, [toasts]);

  return (
    <div className="toast-host">
      <div className="toast-host__region" role="alert">
        {shown
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div className="toast-host__region" role="status">
        {shown
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

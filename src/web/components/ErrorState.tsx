import { CircleAlert } from 'lucide-react';
import { Button } from './Button';

export interface ErrorStateProps {
  /** Already translated. */
  title: string;
  message?: string;
  actionLabel?: string;
  onAction?: () => void;
}

/** What a screen shows when its data or code could not be loaded, with a way to retry. */
export function ErrorState({ title, message, actionLabel, onAction }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <CircleAlert className="error-state__icon" aria-hidden="true" size={40} />
      <h1 className="error-state__title">{title}</h1>
      {message && <p>{message}</p>}
      {actionLabel && onAction && <Button onClick={onAction}>{actionLabel}</Button>}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

export interface ConsoleFormActionsProps {
  /** Already translated. */
  submitLabel: string;
  busy: boolean;
  /** Given while the form stands in for a row: the way back without saving. */
  onCancel?: () => void;
}

/** A console form's buttons at its end: cancel when there is a way back, then the submit. */
export function ConsoleFormActions({ submitLabel, busy, onCancel }: ConsoleFormActionsProps) {
  const { t } = useTranslation('organizer');
  return (
    <div className="console-form__actions">
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel', { ns: 'common' })}
        </Button>
      )}
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmSheet } from '../../../components/ConfirmSheet';
import { showToast } from '../../../lib/toast';
import { consoleFailure } from './messages';

/** A console change that removes something (a useConsoleChange mutation). */
export interface ConsoleRemoval<V> {
  mutate(
    variables: V,
    options: { onSuccess: () => void; onError: (failure: Error) => void; onSettled: () => void },
  ): void;
  isPending: boolean;
}

export interface RemoveSheetProps<V> {
  removal: ConsoleRemoval<V>;
  /** What the removal is called with: the item's id. */
  variables: V;
  /** Already translated: the question. */
  title: string;
  /** What removing it changes. */
  children: ReactNode;
  /** The confirm button's label: "Remove" unless given. */
  confirmLabel?: string;
  /** The toast once it is done: "Removed" unless given. */
  doneMessage?: string;
  onDone?: () => void;
  /** Closes the sheet: on cancel, and once the removal is done or failed. */
  onClose: () => void;
}

/** The question before a console removal; confirmed, it removes and says it is done or why not. */
export function RemoveSheet<V>({
  removal,
  variables,
  title,
  children,
  confirmLabel,
  doneMessage,
  onDone,
  onClose,
}: RemoveSheetProps<V>) {
  const { t } = useTranslation('organizer');
  return (
    <ConfirmSheet
      title={title}
      confirmLabel={confirmLabel ?? t('deleteConfirm')}
      cancelLabel={t('cancel', { ns: 'common' })}
      busy={removal.isPending}
      onCancel={onClose}
      onConfirm={() =>
        removal.mutate(variables, {
          onSuccess: () => {
            showToast(doneMessage ?? t('organizerDeleted'), 'success');
            onDone?.();
          },
          onError: (failure) => showToast(consoleFailure(failure), 'error'),
          onSettled: onClose,
        })
      }
    >
      {children}
    </ConfirmSheet>
  );
}

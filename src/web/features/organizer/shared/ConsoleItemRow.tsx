import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { RemoveSheet, type ConsoleRemoval } from './RemoveSheet';

/** Removing a row's item, after a question. */
export interface ItemRemoval {
  removal: ConsoleRemoval<number>;
  id: number;
  /** Already translated: the sheet's question. */
  question: string;
  /** What removing it changes. */
  warning: ReactNode;
  /** The remove button's accessible name: "Remove {name}" unless given. */
  label?: string;
  /** The remove button's icon: a bin unless given. */
  icon?: LucideIcon;
}

export interface ConsoleItemRowProps {
  /** The item as its buttons name it ("Edit Red Foxes"). */
  name: string;
  /** The row's title: the name unless given. */
  title?: ReactNode;
  /** Before the text: a colour swatch, a logo, a badge. */
  leading?: ReactNode;
  /** The lines under the title. */
  children?: ReactNode;
  /** More buttons, between edit and remove (moving the item up and down). */
  actions?: ReactNode;
  /** The form the row turns into to change the item; it gets the way back to the row. */
  editForm?: (close: () => void) => ReactNode;
  remove?: ItemRemoval;
}

/** One item of a console list: its title and details with its edit and remove buttons. */
export function ConsoleItemRow({
  name,
  title,
  leading,
  children,
  actions,
  editForm,
  remove,
}: ConsoleItemRowProps) {
  const { t } = useTranslation('organizer');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (editing && editForm) {
    return <li className="console-list__item">{editForm(() => setEditing(false))}</li>;
  }
  const RemoveIcon = remove?.icon ?? Trash2;
  return (
    <li className="console-list__item console-row">
      {leading}
      <span className="console-row__text">
        <span className="console-row__title">{title ?? <bdi>{name}</bdi>}</span>
        {children}
      </span>
      {editForm && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('editItem', { name })}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" size={20} />
        </button>
      )}
      {actions}
      {remove && (
        <button
          type="button"
          className="icon-button"
          aria-label={remove.label ?? t('deleteItem', { name })}
          onClick={() => setConfirming(true)}
        >
          <RemoveIcon aria-hidden="true" size={20} />
        </button>
      )}
      {remove && confirming && (
        <RemoveSheet
          removal={remove.removal}
          variables={remove.id}
          title={remove.question}
          onClose={() => setConfirming(false)}
        >
          {remove.warning}
        </RemoveSheet>
      )}
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { Spinner } from '../../components/Spinner';

export interface AddEmployeeButtonProps {
  name: string;
  busy: boolean;
  disabled: boolean;
  onAdd: () => void;
}

/** Adds one employee to the team; named after them, so "Add Noor Haddad" is what is read. */
export function AddEmployeeButton({ name, busy, disabled, onAdd }: AddEmployeeButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="add-employee-button"
      aria-label={t('addPlayerNamed', { name })}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={onAdd}
    >
      {busy ? <Spinner size={18} /> : <UserPlus aria-hidden="true" size={18} />}
      <span>{t('addPlayer')}</span>
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { MailPlus, ShieldCheck, ShieldMinus, UserMinus } from 'lucide-react';
import type { Employee, EmployeeRole } from '../../../shared/api/employees';
import { Avatar } from '../../components/Avatar';
import { Spinner } from '../../components/Spinner';
import type { CommonKey } from '../../lib/i18n';
import type { EmployeeAction } from './api';

/** product.md §6: the contact person (contactpersoon), an admin, or a plain employee. */
const ROLE_LABEL: Record<EmployeeRole, CommonKey> = {
  contactPerson: 'roleContactPerson',
  admin: 'employeeRoleAdmin',
  employee: 'employeeRoleEmployee',
};

const ACTIONS: {
  action: EmployeeAction;
  label: CommonKey;
  icon: typeof ShieldCheck;
  shown: (member: Employee) => boolean;
}[] = [
  {
    action: 'promote',
    label: 'employeePromote',
    icon: ShieldCheck,
    shown: (m) => m.role === 'employee',
  },
  {
    action: 'demote',
    label: 'employeeDemote',
    icon: ShieldMinus,
    shown: (m) => m.role === 'admin',
  },
  { action: 'invite', label: 'employeeInvite', icon: MailPlus, shown: (m) => m.is_pending },
  {
    action: 'remove',
    label: 'employeeRemove',
    icon: UserMinus,
    shown: (m) => m.role !== 'contactPerson',
  },
];

export interface EmployeeRowProps {
  member: Employee;
  /** The viewer: they cannot change their own place in the company. */
  isSelf: boolean;
  /** The action running for this member, if any. */
  busyAction: EmployeeAction | null;
  /** Whether any action is running (the others wait). */
  disabled: boolean;
  onAction: (action: EmployeeAction) => void;
}

/**
 * One member of the company: picture, name, e-mail, role and whether their invitation is still
 * open, with what an admin may do: promote or demote, send the invitation again, remove. The
 * contact person and the viewer themselves have no actions.
 */
export function EmployeeRow({ member, isSelf, busyAction, disabled, onAction }: EmployeeRowProps) {
  const { t } = useTranslation();
  const actions = isSelf ? [] : ACTIONS.filter((a) => a.shown(member));
  return (
    <article className="employee-row" aria-label={member.full_name}>
      <div className="employee-row__person">
        <Avatar src={member.photo_url} alt="" size={48} />
        <div className="employee-row__text">
          <p className="employee-row__name" dir="auto">
            {member.full_name}
            {isSelf && (
              <span className="employee-chip employee-chip--self">{t('employeeYou')}</span>
            )}
          </p>
          <p className="employee-row__email" dir="ltr">
            {member.email}
          </p>
          <p className="employee-row__chips">
            <span className={`employee-chip employee-chip--${member.role}`}>
              {t(ROLE_LABEL[member.role])}
            </span>
            {member.is_pending && (
              <span className="employee-chip employee-chip--pending">{t('employeePending')}</span>
            )}
          </p>
        </div>
      </div>
      {actions.length > 0 && (
        <div className="employee-row__actions">
          {actions.map(({ action, label, icon: Icon }) => (
            <button
              key={action}
              type="button"
              className={`employee-action employee-action--${action}`}
              disabled={disabled}
              aria-busy={busyAction === action || undefined}
              onClick={() => onAction(action)}
            >
              {busyAction === action ? <Spinner /> : <Icon aria-hidden="true" size={18} />}
              <span>{t(label)}</span>
            </button>
          ))}
        </div>
      )}
    </article>
  );
}

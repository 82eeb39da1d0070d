import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/validation';
import { PasswordField } from '../../components/PasswordField';

interface NewPasswordFieldsProps {
  /** Already translated: "Password" on /register, "New password" on /reset-password. */
  label: string;
  password: UseFormRegisterReturn;
  passwordError?: string;
  confirm: UseFormRegisterReturn;
  confirmError?: string;
}

/** A new password with the rules as a hint, and its confirmation (product.md §5). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={props.label}
        autoComplete="new-password"
        hint={t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={props.passwordError}
        {...props.password}
      />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        error={props.confirmError}
        {...props.confirm}
      />
    </>
  );
}

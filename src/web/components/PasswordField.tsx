import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';
import { PASSWORD_MAX } from '../../shared/validation';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAction'>;

/** A password input with a show/hide toggle; at most 20 characters (SPEC §9). */
export function PasswordField({ maxLength = PASSWORD_MAX, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      maxLength={maxLength}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAction={
        <button
          type="button"
          className="icon-button"
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
        </button>
      }
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAction' | 'maxLength'>;

/**
 * A password input with a show/hide toggle. It never cuts what is typed: a password longer than
 * the rule allows (product.md §5, at most 20) is refused by the form with passwordLengthError, rather
 * than shortened into one the person never typed.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      maxLength={null}
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

import { useId, type ComponentPropsWithRef } from 'react';
import { CircleAlert } from 'lucide-react';
import './TextField.css';
import './SelectField.css';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  /** Already translated. */
  label: string;
  /** The translated validation message, shown under the select and tied to it. */
  error?: string;
  /** A translated help text, shown while there is no error. */
  hint?: string;
}

/**
 * A labelled native <select> dressed like the text fields (the phone's own picker opens), with
 * its message underneath like TextField's: the error when there is one, else the hint.
 */
export function SelectField({ label, error, hint, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        className="field__input select-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      >
        {children}
      </select>
      {message && (
        <p id={messageId} className={error ? 'field__error' : 'field__hint'}>
          {error && <CircleAlert aria-hidden="true" size={16} className="field__error-icon" />}
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

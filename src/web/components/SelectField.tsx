import { useId, type ComponentPropsWithRef } from 'react';
import { FieldFrame, fieldInputClassName } from './Field';
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
    <FieldFrame label={label} htmlFor={id} messageId={messageId} error={error} hint={hint}>
      <select
        {...selectProps}
        id={id}
        className={fieldInputClassName('select-field')}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

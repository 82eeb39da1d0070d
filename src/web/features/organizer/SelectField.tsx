import { useId, type ComponentPropsWithRef } from 'react';
import { CircleAlert } from 'lucide-react';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  /** Already translated. */
  label: string;
  /** The translated validation message, shown under the select and tied to it. */
  error?: string;
}

/**
 * A labelled native <select> dressed like the text fields (the phone's own picker opens), with
 * its message underneath like TextField's.
 */
export function SelectField({ label, error, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
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
        aria-describedby={error ? messageId : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={messageId} className="field__error">
          <CircleAlert aria-hidden="true" size={16} className="field__error-icon" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

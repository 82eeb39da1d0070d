import { useId, type ComponentPropsWithRef } from 'react';
import { CircleAlert } from 'lucide-react';
import '../../components/TextField.css';

export interface PrizeSelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  /** Already translated. */
  label: string;
  /** The translated validation message, tied to the select for screen readers. */
  error?: string;
  /** A translated help text, shown while there is no error. */
  hint?: string;
}

/**
 * A labelled native select in the kit's field look, with its message underneath: the prizes
 * forms choose a team, a company or a challenge of the event with it (a phone's own picker).
 */
export function PrizeSelectField({
  label,
  error,
  hint,
  children,
  ...selectProps
}: PrizeSelectFieldProps) {
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
        className="field__input"
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

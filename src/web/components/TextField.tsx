import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import './TextField.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'maxLength'> {
  /** Already translated. */
  label: string;
  /**
   * How many characters can be typed: 50 unless given (product.md §5). null sets no cut at all, for
   * fields whose rule refuses a longer value with its own message (passwords): a cut would
   * silently keep something the person never typed.
   */
  maxLength?: number | null;
  /** The translated validation message; shown under the field and tied to it for screen readers. */
  error?: string;
  /** A translated help text under the field, shown while there is no error. */
  hint?: string;
  /** Something inside the field at its end, such as the show-password toggle. */
  endAction?: ReactNode;
}

/**
 * A labelled text input with its message underneath: the error when there is one (the
 * input is then aria-invalid), else the hint. Text inputs default to 50 characters (product.md §5).
 */
export function TextField({
  label,
  error,
  hint,
  endAction,
  className,
  maxLength = 50,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          {...inputProps}
          id={id}
          maxLength={maxLength ?? undefined}
          className={endAction ? 'field__input field__input--with-action' : 'field__input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {endAction && <div className="field__action">{endAction}</div>}
      </div>
      {message && (
        <p id={messageId} className={error ? 'field__error' : 'field__hint'}>
          {error && <CircleAlert aria-hidden="true" size={16} className="field__error-icon" />}
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

/**
 * A bare input drawn as a field's, for a grid whose headers say what each input is (give it an
 * aria-label); the grid shows its messages with FieldError.
 */
export function FieldInput({ className, ...inputProps }: ComponentPropsWithRef<'input'>) {
  return (
    <input {...inputProps} className={['field__input', className].filter(Boolean).join(' ')} />
  );
}

/** A refusal drawn as a field's error, for a message that stands apart from one labelled field. */
export function FieldError({ className, ...paragraphProps }: ComponentPropsWithRef<'p'>) {
  return (
    <p {...paragraphProps} className={['field__error', className].filter(Boolean).join(' ')} />
  );
}

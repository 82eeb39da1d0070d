import { useId, type ComponentPropsWithRef } from 'react';
import { CircleAlert } from 'lucide-react';
import './TextField.css';
import './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  /** Already translated. */
  label: string;
  error?: string;
  hint?: string;
  maxLength: number;
}

/** A few lines of text (a bio) in the kit's field look (TextField's), with its message below. */
export function TextAreaField({ label, error, hint, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        id={id}
        rows={5}
        dir="auto"
        className="textarea-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      {message && (
        <p id={messageId} className={error ? 'field__error' : 'field__hint'}>
          {error && <CircleAlert aria-hidden="true" size={16} className="field__error-icon" />}
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

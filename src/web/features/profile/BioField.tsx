import { useId, type ComponentPropsWithRef } from 'react';
import { CircleAlert } from 'lucide-react';
import { BIO_MAX } from '../../../shared/api/profile';

export interface BioFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  /** Already translated. */
  label: string;
  error?: string;
  hint?: string;
}

/** The bio: a few lines of text, up to BIO_MAX characters, in the kit's field look. */
export function BioField({ label, error, hint, ...textareaProps }: BioFieldProps) {
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
        rows={4}
        maxLength={BIO_MAX}
        dir="auto"
        className="profile-textarea"
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

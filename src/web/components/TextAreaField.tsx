import { useId, type ComponentPropsWithRef } from 'react';
import { FieldFrame } from './Field';
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
    <FieldFrame label={label} htmlFor={id} messageId={messageId} error={error} hint={hint}>
      <textarea
        {...textareaProps}
        id={id}
        rows={5}
        dir="auto"
        className="textarea-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
    </FieldFrame>
  );
}

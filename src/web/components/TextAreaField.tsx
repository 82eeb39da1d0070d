import { useId, type ComponentPropsWithRef } from 'react';
import { CharacterCount } from './CharacterCount';
import { FieldFrame } from './Field';
import { useTypedLength } from './useTypedLength';
import './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  /** Already translated. */
  label: string;
  error?: string;
  hint?: string;
  maxLength: number;
}

/**
 * A few lines of text (a bio) in the kit's field look (TextField's), with its message below and,
 * from 80 % of its limit, its counter (CharacterCount).
 */
export function TextAreaField({ label, error, hint, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const typed = useTypedLength(textareaProps);
  return (
    <FieldFrame label={label} htmlFor={id} messageId={messageId} error={error} hint={hint}>
      <textarea
        {...textareaProps}
        {...typed.props}
        id={id}
        rows={5}
        dir="auto"
        className="textarea-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      <CharacterCount length={typed.length} max={textareaProps.maxLength} />
    </FieldFrame>
  );
}

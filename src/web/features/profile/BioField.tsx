import { useId, type ComponentPropsWithRef } from 'react';
import { BIO_MAX } from '../../../shared/api/profile';
import { CharacterCount } from '../../components/CharacterCount';
import { FieldFrame } from '../../components/Field';
import { useTypedLength } from '../../components/useTypedLength';

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
  const typed = useTypedLength(textareaProps);
  return (
    <FieldFrame label={label} htmlFor={id} messageId={messageId} error={error} hint={hint}>
      <textarea
        {...textareaProps}
        {...typed.props}
        id={id}
        rows={4}
        maxLength={BIO_MAX}
        dir="auto"
        className="profile-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      <CharacterCount length={typed.length} max={BIO_MAX} />
    </FieldFrame>
  );
}

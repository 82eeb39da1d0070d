import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CharacterCount } from './CharacterCount';
import { FieldFrame, fieldInputClassName } from './Field';
import { useTypedLength } from './useTypedLength';

/** The input types whose value is typed text, which a counter counts. */
const COUNTED_TYPES = new Set(['text', 'search', 'url', 'email', 'tel']);

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
  /** False for a field whose hint already counts its characters (the cheer message). */
  showCount?: boolean;
}

/**
 * A labelled text input with its message underneath: the error when there is one (the
 * input is then aria-invalid), else the hint. Text inputs default to 50 characters (product.md §5);
 * from 80 % of the limit a counter ("42 / 50") shows under the input, and at the limit why
 * nothing more can be typed (CharacterCount).
 */
export function TextField({
  label,
  error,
  hint,
  endAction,
  className,
  maxLength = 50,
  showCount = true,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const counted = showCount && maxLength !== null && COUNTED_TYPES.has(inputProps.type ?? 'text');
  const typed = useTypedLength(inputProps);

  return (
    <FieldFrame
      label={label}
      htmlFor={id}
      messageId={messageId}
      error={error}
      hint={hint}
      className={className}
    >
      <div className="field__control">
        <input
          {...inputProps}
          {...typed.props}
          id={id}
          maxLength={maxLength ?? undefined}
          className={fieldInputClassName(endAction ? 'field__input--with-action' : undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {endAction && <div className="field__action">{endAction}</div>}
      </div>
      {counted && <CharacterCount length={typed.length} max={maxLength} />}
    </FieldFrame>
  );
}

/**
 * A bare input drawn as a field's, for a grid whose headers say what each input is (give it an
 * aria-label); the grid shows its messages with FieldError.
 */
export function FieldInput({ className, ...inputProps }: ComponentPropsWithRef<'input'>) {
  return <input {...inputProps} className={fieldInputClassName(className)} />;
}

/** A refusal drawn as a field's error, for a message that stands apart from one labelled field. */
export function FieldError({ className, ...paragraphProps }: ComponentPropsWithRef<'p'>) {
  return (
    <p {...paragraphProps} className={['field__error', className].filter(Boolean).join(' ')} />
  );
}

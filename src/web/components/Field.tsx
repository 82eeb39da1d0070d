import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import './TextField.css';

/** The class names of a control drawn as a field's input, with the caller's own after them. */
export function fieldInputClassName(...extra: (string | false | null | undefined)[]): string {
  return ['field__input', ...extra].filter(Boolean).join(' ');
}

export interface FieldMessageProps {
  /** Tied to the control with aria-describedby (or aria-errormessage). */
  id?: string;
  /** The translated validation message; wins over the hint. */
  error?: string;
  /** A translated help text, shown while there is no error. */
  hint?: string;
  /** The bare text, without the error's icon. */
  plain?: boolean;
}

/** The message under a field: the error (with its icon) when there is one, else the hint. */
export function FieldMessage({ id, error, hint, plain = false }: FieldMessageProps) {
  const message = error ?? hint;
  if (!message) return null;
  return (
    <p id={id} className={error ? 'field__error' : 'field__hint'}>
      {plain ? (
        message
      ) : (
        <>
          {error && <CircleAlert aria-hidden="true" size={16} className="field__error-icon" />}
          <span>{message}</span>
        </>
      )}
    </p>
  );
}

export interface FieldFrameProps extends Omit<FieldMessageProps, 'id'> {
  /** Already translated. */
  label: ReactNode;
  /** The id of the control the label names. */
  htmlFor?: string;
  /** The label's own id, for a control named with aria-labelledby. */
  labelId?: string;
  /** A span instead of a label, for a control a label cannot name (an editable div). */
  labelAsText?: boolean;
  /** The message's id, for the control's aria-describedby. */
  messageId?: string;
  /** Added to the wrapper's class. */
  className?: string;
  /** The control. */
  children: ReactNode;
}

/**
 * A field's frame: its label above, the control (the children), and the message underneath.
 * The kit's fields are drawn in it, and so is any control of its own a screen puts in a field.
 */
export function FieldFrame({
  label,
  htmlFor,
  labelId,
  labelAsText = false,
  messageId,
  className,
  children,
  ...message
}: FieldFrameProps) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      {labelAsText ? (
        <span className="field__label" id={labelId}>
          {label}
        </span>
      ) : (
        <label className="field__label" id={labelId} htmlFor={htmlFor}>
          {label}
        </label>
      )}
      {children}
      <FieldMessage id={messageId} {...message} />
    </div>
  );
}

export interface FieldGroupProps
  extends ComponentPropsWithRef<'fieldset'>, Omit<FieldMessageProps, 'id'> {
  /** Already translated: what the group's choices are about, read like a field's label. */
  legend: ReactNode;
  /** The message's id, for the fieldset's aria-describedby. */
  messageId?: string;
}

/** A group of choices (radio buttons) as one field: the legend as its label, the message below. */
export function FieldGroup({
  legend,
  messageId,
  error,
  hint,
  plain,
  children,
  ...fieldsetProps
}: FieldGroupProps) {
  return (
    <fieldset {...fieldsetProps}>
      <legend className="field__label">{legend}</legend>
      {children}
      <FieldMessage id={messageId} error={error} hint={hint} plain={plain} />
    </fieldset>
  );
}

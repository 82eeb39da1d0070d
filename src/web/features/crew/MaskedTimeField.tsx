import { useId, type Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { FieldFrame, fieldInputClassName } from '../../components/Field';

export interface MaskedTimeFieldProps {
  /** Already translated: the battle's label of this time. */
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The translated validation message. */
  error?: string;
}

/** The mask's pattern: two digits of minutes, two of seconds, three of milliseconds. */
const TIME_MASK = '00:00:000';
export const TIME_PLACEHOLDER = 'MM:SS:SSS';

/**
 * A time as the crew types it: digits only, the colons come by themselves (0123456 shows
 * 01:23:456). Always left to right, also on a right-to-left page, like a clock.
 */
export function MaskedTimeField({
  label,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: MaskedTimeFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <FieldFrame
      label={label}
      htmlFor={id}
      messageId={messageId}
      error={error}
      className="crew-field"
    >
      <IMaskInput
        id={id}
        name={name}
        mask={TIME_MASK}
        value={value}
        unmask={false}
        onAccept={(accepted: string) => onChange(accepted)}
        onBlur={onBlur}
        inputRef={inputRef}
        inputMode="numeric"
        autoComplete="off"
        placeholder={TIME_PLACEHOLDER}
        dir="ltr"
        className={fieldInputClassName('crew-field__input', 'tabular-nums')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
      />
    </FieldFrame>
  );
}

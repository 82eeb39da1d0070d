import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, parseTime } from '../../../shared/scoring';
import { FieldFrame, fieldInputClassName } from '../../components/Field';

export interface TimeFieldProps {
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

/** Longer text is never a time (parseTime refuses it too). */
const MAX_TIME_LENGTH = 20;

/**
 * A time as the crew types it: minutes, seconds and optionally milliseconds, with the
 * separators they are used to (`4:12`, `4:12.345`, `4:12,345`, `04:12:345`; Arabic-Indic digits
 * too). On leaving the field a time that reads is rewritten as the mask MM:SS:SSS, so the crew
 * sees what will be saved; one that does not read stays as typed, for its message. The keyboard
 * is the text one (inputMode "text"): the numeric and decimal ones have no ':' on phones. Always
 * left to right, also on a right-to-left page, like a clock.
 */
export function TimeField({
  label,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: TimeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;

  const handleBlur = () => {
    const ms = parseTime(value);
    if (ms !== null && formatTime(ms) !== value) onChange(formatTime(ms));
    onBlur();
  };

  return (
    <FieldFrame
      label={label}
      htmlFor={id}
      messageId={messageId}
      error={error}
      className="crew-field"
    >
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={handleBlur}
        inputMode="text"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={MAX_TIME_LENGTH}
        placeholder={t('crewTimePlaceholder')}
        dir="ltr"
        className={fieldInputClassName('crew-field__input', 'tabular-nums')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
      />
    </FieldFrame>
  );
}

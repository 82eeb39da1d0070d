import { useId } from 'react';
import { Star } from 'lucide-react';
import { FieldGroup } from '../../../components/Field';

export interface AttributePickerProps {
  /** Already translated: what is rated ("Endurance"). */
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

const VALUES = [0, 1, 2, 3, 4, 5] as const;

/**
 * A battle attribute from 0 to 5 as six radio pills in a row: the chosen one and
 * those below it are filled, like the stars players see on /battle. Radios keep it one tab stop
 * with the arrow keys choosing, and name the value for screen readers.
 */
export function AttributePicker({ label, value, onChange, error }: AttributePickerProps) {
  const name = useId();
  const messageId = `${name}-message`;
  return (
    <FieldGroup
      className="console-choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? messageId : undefined}
      legend={label}
      messageId={messageId}
      error={error}
      plain
    >
      <div className="attribute-picker__options">
        {VALUES.map((option) => (
          <label
            key={option}
            className={
              option > 0 && option <= value
                ? 'attribute-picker__option attribute-picker__option--filled'
                : 'attribute-picker__option'
            }
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {option > 0 && <Star aria-hidden="true" size={16} className="attribute-picker__star" />}
            <span>{option}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

import { useId, type ComponentPropsWithRef } from 'react';
import './Switch.css';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id' | 'role'> {
  /** Already translated: what the switch turns on. */
  label: string;
  /** Already translated: what it changes, under the label. */
  hint?: string;
}

/**
 * An on/off toggle: a checkbox with role="switch", named by its label and described by its
 * hint, drawn as a switch. Every other prop goes to the <input> (checked and onChange, or a
 * form library's register()).
 */
export function Switch({ label, hint, ...input }: SwitchProps) {
  const id = useId();
  return (
    <label className="switch" htmlFor={id}>
      <span className="switch__text">
        <span className="switch__label" id={`${id}-label`}>
          {label}
        </span>
        {hint !== undefined && (
          <span className="switch__hint" id={`${id}-hint`}>
            {hint}
          </span>
        )}
      </span>
      <input
        {...input}
        id={id}
        type="checkbox"
        role="switch"
        className="switch__input"
        aria-labelledby={`${id}-label`}
        aria-describedby={hint !== undefined ? `${id}-hint` : undefined}
      />
    </label>
  );
}

import type { ComponentPropsWithRef } from 'react';
import './CheckField.css';

export interface CheckFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Already translated. */
  label: string;
}

/** A yes/no of a form as a pill the whole of which is tappable (44 px high). */
export function CheckField({ label, ...inputProps }: CheckFieldProps) {
  return (
    <label className="check-field">
      <input type="checkbox" className="check-field__box" {...inputProps} />
      <span>{label}</span>
    </label>
  );
}

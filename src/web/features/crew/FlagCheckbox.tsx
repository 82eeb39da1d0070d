import type { ComponentPropsWithRef } from 'react';

export interface FlagCheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Already translated. */
  label: string;
}

/** A yes/no of a result (ladies, fair play, disqualified) as a pill the whole of which is tappable. */
export function FlagCheckbox({ label, ...inputProps }: FlagCheckboxProps) {
  return (
    <label className="crew-flag">
      <input type="checkbox" className="crew-flag__box" {...inputProps} />
      <span>{label}</span>
    </label>
  );
}

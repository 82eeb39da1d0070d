import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface LadiesSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Whether the points table has a ladies bonus column: a checkbox drawn as a switch. */
export function LadiesSwitch({ checked, onChange }: LadiesSwitchProps) {
  const { t } = useTranslation('organizer');
  const id = useId();
  return (
    <label className="points-switch" htmlFor={id}>
      <span className="points-switch__text">
        <span className="points-switch__label" id={`${id}-label`}>
          {t('pointsLadiesSwitch')}
        </span>
        <span className="points-switch__hint" id={`${id}-hint`}>
          {t('pointsLadiesSwitchHint')}
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="points-switch__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
      />
    </label>
  );
}

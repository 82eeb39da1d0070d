import { useId, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The public-profile switch: a checkbox with role="switch", its label and what it shows. */
export function PublicSwitch(props: Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label className="profile-switch" htmlFor={id}>
      <span className="profile-switch__text">
        <span className="profile-switch__label" id={`${id}-label`}>
          {t('profilePublicSwitch')}
        </span>
        <span className="profile-switch__hint" id={`${id}-hint`}>
          {t('profilePublicHint')}
        </span>
      </span>
      <input
        {...props}
        id={id}
        type="checkbox"
        role="switch"
        className="profile-switch__input"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
      />
    </label>
  );
}

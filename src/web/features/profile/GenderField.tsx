import { useTranslation } from 'react-i18next';
import { FieldGroup } from '../../components/Field';

export interface GenderFieldProps {
  value: boolean | null;
  onChange: (isMale: boolean) => void;
  name: string;
  error?: string;
}

/** Gender, male or female (product.md §5), as two radio buttons drawn as a segmented choice. */
export function GenderField({ value, onChange, name, error }: GenderFieldProps) {
  const { t } = useTranslation();
  const options = [
    { isMale: true, label: t('profileGenderMale') },
    { isMale: false, label: t('profileGenderFemale') },
  ];
  return (
    <FieldGroup
      className="profile-choice"
      aria-invalid={error ? true : undefined}
      legend={t('profileGender')}
      error={error}
    >
      <div className="profile-choice__options">
        {options.map((option) => (
          <label key={option.label} className="profile-choice__option">
            <input
              type="radio"
              name={name}
              checked={value === option.isMale}
              onChange={() => onChange(option.isMale)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

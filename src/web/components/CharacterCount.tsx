import { useTranslation } from 'react-i18next';

/** The counter shows from this share of the limit on: out of the way until it matters. */
export const COUNT_FROM_SHARE = 0.8;

export interface CharacterCountProps {
  /** The characters typed so far. */
  length: number;
  /** The field's limit (its maxLength). */
  max: number;
}

/** Whether a field with this limit shows its counter at this length. */
export function showsCount(length: number, max: number): boolean {
  return max > 0 && length >= Math.ceil(max * COUNT_FROM_SHARE);
}

/**
 * "42 / 50" under a limited text field once 80 % of its limit is typed, and at the limit the
 * reason nothing more can be typed. Screen readers hear it politely, in words ("42 of 50
 * characters"), from a live region that is always there so that every change is announced.
 */
export function CharacterCount({ length, max }: CharacterCountProps) {
  const { t } = useTranslation();
  const shown = showsCount(length, max);
  const full = length >= max;
  return (
    <>
      {shown && (
        <p
          className={['field__count', full && 'field__count--full'].filter(Boolean).join(' ')}
          aria-hidden="true"
        >
          {full && <span>{t('fieldLimitReached', { max })}</span>}
          <span dir="ltr" className="field__count-number">
            {t('fieldCharacterCount', { count: length, max })}
          </span>
        </p>
      )}
      <span className="visually-hidden" aria-live="polite">
        {shown &&
          (full
            ? t('fieldLimitReached', { max })
            : t('fieldCharacterCountSpoken', { count: length, max }))}
      </span>
    </>
  );
}

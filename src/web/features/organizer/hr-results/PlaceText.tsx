import { useTranslation } from 'react-i18next';

/**
 * A place as a person says it, "2nd place", with the ordinal of the language (i18next's ordinal
 * plurals: English 1st, 2nd, 3rd, 4th; French 1re, 2e; Hindi 1ला, 2रा, 4था, 6ठा, 5वाँ).
 */
export function placeText(
  t: ReturnType<typeof useTranslation<'organizer'>>['t'],
  position: number,
) {
  return t('hrPlace', { count: position, ordinal: true });
}

export function PlaceText({ position }: { position: number }) {
  const { t } = useTranslation('organizer');
  return <>{placeText(t, position)}</>;
}

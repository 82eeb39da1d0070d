import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { ButtonLink } from '../../../components/ButtonLink';

/** The console overview's way to the printable join poster (/join-poster), with what it is for. */
export function PrintPosterLink() {
  const { t } = useTranslation('organizer');
  return (
    <>
      <ButtonLink to="/join-poster" variant="secondary" aria-describedby="overview-join-poster">
        <Printer aria-hidden="true" size={20} />
        {t('joinPosterOpen')}
      </ButtonLink>
      <p className="console__lead" id="overview-join-poster">
        {t('joinPosterHint')}
      </p>
    </>
  );
}

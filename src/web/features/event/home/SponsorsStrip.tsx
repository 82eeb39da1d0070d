import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HorizontalStrip } from '../../../components/HorizontalStrip';
import { Img } from '../../../components/Img';
import { Skeleton } from '../../../components/Skeleton';
import { setSelection } from '../../../lib/session';
import { useSponsors } from '../api';

/**
 * The sponsors' logos in the organizer's order. A sponsor that is a company opens its page;
 * one that is only a picture links nowhere. An event without sponsors shows no strip.
 */
export function SponsorsStrip() {
  const { t } = useTranslation();
  const sponsors = useSponsors();
  return (
    <HorizontalStrip
      title={t('sponsors')}
      query={sponsors}
      items={sponsors.data}
      itemKey={(sponsor) => `${sponsor.id ?? 'picture'}-${sponsor.photo_url ?? ''}`}
      skeleton={<Skeleton width={128} height={80} />}
      renderItem={(sponsor) => {
        const logo = (
          <Img
            src={sponsor.photo_url}
            alt={sponsor.name ?? t('sponsorLogo')}
            fallback="company"
            width={128}
            height={80}
            className="sponsor-logo__img"
          />
        );
        if (sponsor.id === null) return <span className="sponsor-logo">{logo}</span>;
        const companyId = sponsor.id;
        return (
          <Link
            to="/company"
            className="sponsor-logo"
            onClick={() => setSelection('otherCompanyId', companyId)}
          >
            {logo}
          </Link>
        );
      }}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { Notice } from '../../../components/Notice';
import { SkeletonText } from '../../../components/SkeletonText';
import { useOrganizerBranding } from './api';
import { BrandingForm } from './BrandingForm';
import { ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import './overview.css';

/**
 * /organizer/branding: the colours of the app on the address the console is opened on, with a
 * live preview that uses the app's own rule for readable text on each colour.
 */
export default function BrandingScreen() {
  const { t } = useTranslation('organizer');
  const branding = useOrganizerBranding();
  return (
    <ConsoleScreen titleKey="sectionBranding">
      <ConsoleQuery query={branding} loading={<BrandingSkeleton />}>
        {(current) => (
          <>
            <p className="console__lead">{t('brandingLead', { host: current.host })}</p>
            {!current.own && <Notice>{t('brandingUsesDefault')}</Notice>}
            <Card>
              <BrandingForm current={current} />
            </Card>
          </>
        )}
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function BrandingSkeleton() {
  const { t } = useTranslation();
  return (
    <Card role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <p>
        <SkeletonText width="60%" />
      </p>
      <p>
        <SkeletonText />
      </p>
      <p>
        <SkeletonText width="40%" />
      </p>
    </Card>
  );
}

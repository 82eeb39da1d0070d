import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { CardSkeleton } from '../../../components/CardSkeleton';
import { Notice } from '../../../components/Notice';
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
      <ConsoleQuery query={branding} loading={<CardSkeleton lines={['60%', '80%', '40%']} />}>
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeOff, Podium } from 'lucide-react';
import type { OrganizerQuarter } from '../../../../shared/api/organizerPoints';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DateText } from '../../../components/DateText';
import { SkeletonText } from '../../../components/SkeletonText';
import { useQuarter, useWithdrawQuarter } from './api';
import { ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { QuarterForm } from './QuarterForm';
import { RemoveSheet } from '../shared/RemoveSheet';
import './points.css';

/**
 * /organizer/quarter: the leaderboard players see. A published quarter shows the standings as
 * they stood at a chosen moment, with its label, so the last results stay a surprise; withdrawn,
 * the live leaderboard shows again.
 */
export default function QuarterScreen() {
  const { t } = useTranslation('organizer');
  const quarter = useQuarter();
  return (
    <ConsoleScreen titleKey="sectionQuarter">
      <p className="console__lead">{t('quarterLead')}</p>
      <ConsoleQuery query={quarter} loading={<QuarterSkeleton />}>
        {(published) => (
          <>
            {published ? <PublishedQuarter quarter={published} /> : <LiveLeaderboard />}
            <Card>
              <h2 className="console-form__group">{t('quarterPublishTitle')}</h2>
              <QuarterForm replaces={published?.label ?? null} />
            </Card>
          </>
        )}
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function LiveLeaderboard() {
  const { t } = useTranslation('organizer');
  return (
    <Card className="quarter-state">
      <Podium aria-hidden="true" size={28} className="quarter-state__icon" />
      <p className="quarter-state__text">{t('quarterNone')}</p>
    </Card>
  );
}

function PublishedQuarter({ quarter }: { quarter: OrganizerQuarter }) {
  const { t } = useTranslation('organizer');
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawQuarter();
  return (
    <Card className="quarter-state quarter-state--published">
      <EyeOff aria-hidden="true" size={28} className="quarter-state__icon" />
      <div className="quarter-state__text">
        <p className="quarter-state__title">
          {t('quarterShown')} <bdi className="quarter-state__label">{quarter.label}</bdi>
        </p>
        <p className="quarter-state__detail">
          {t('quarterStandingsAsOf')} <DateText value={quarter.as_of} format="dateTime24" />
        </p>
        <p className="quarter-state__detail">
          {t('quarterPublishedAt')} <DateText value={quarter.published_at} format="dateTime24" />
        </p>
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('quarterWithdraw')}
      </Button>
      {confirming && (
        <RemoveSheet
          removal={withdraw}
          variables={undefined}
          title={t('quarterWithdrawQuestion', { label: quarter.label })}
          confirmLabel={t('quarterWithdraw')}
          doneMessage={t('quarterWithdrawn')}
          onClose={() => setConfirming(false)}
        >
          {t('quarterWithdrawWarning')}
        </RemoveSheet>
      )}
    </Card>
  );
}

function QuarterSkeleton() {
  const { t } = useTranslation();
  return (
    <Card role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <SkeletonText width="60%" />
      <SkeletonText width="40%" />
    </Card>
  );
}

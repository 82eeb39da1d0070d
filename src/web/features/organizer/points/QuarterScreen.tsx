import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeOff, Podium } from 'lucide-react';
import type { OrganizerQuarter } from '../../../../shared/api/organizerPoints';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { CardSkeleton } from '../../../components/CardSkeleton';
import { useOrganizerLeaderboard, useQuarter, useWithdrawQuarter } from './api';
import { ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { QuarterForm } from './QuarterForm';
import { RemoveSheet, type ConsoleRemoval } from '../shared/RemoveSheet';
import { StandingsList } from './StandingsList';
import './points.css';
import { EventMoment } from '../shared/EventMoment';
import { RevealLink } from '../reveal/RevealLink';

/**
 * /organizer/quarter: the leaderboard players see. A published quarter shows the standings as
 * they stood at a chosen moment, with its label, so the last results stay a surprise; withdrawn,
 * the live leaderboard shows again. While one is published, the organizer sees both orders: the
 * frozen one players see and the live one.
 */
export default function QuarterScreen() {
  const { t } = useTranslation('organizer');
  const quarter = useQuarter();
  return (
    <ConsoleScreen titleKey="sectionQuarter">
      <p className="console__lead">{t('quarterLead')}</p>
      <ConsoleQuery query={quarter} loading={<CardSkeleton lines={['60%', '40%']} />}>
        {(published) => (
          <>
            {published ? (
              <>
                <PublishedQuarter quarter={published} />
                <RevealLink />
                <FrozenAndLive quarter={published} />
              </>
            ) : (
              <LiveLeaderboard />
            )}
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
  // This card is gone once the refreshed quarter reads null, before the change's own callbacks
  // would run (TanStack Query drops a mutate() call's callbacks when its component unmounts), so
  // the sheet is told through mutateAsync's promise, which settles either way.
  const removal: ConsoleRemoval<void> = {
    isPending: withdraw.isPending,
    mutate: (_, { onSuccess, onError, onSettled }) => {
      withdraw.mutateAsync().then(onSuccess, onError).finally(onSettled);
    },
  };
  return (
    <Card className="quarter-state quarter-state--published">
      <EyeOff aria-hidden="true" size={28} className="quarter-state__icon" />
      <div className="quarter-state__text">
        <p className="quarter-state__title">
          {t('quarterShown')} <bdi className="quarter-state__label">{quarter.label}</bdi>
        </p>
        <p className="quarter-state__detail">
          {t('quarterStandingsAsOf')} <EventMoment value={quarter.as_of} />
        </p>
        <p className="quarter-state__detail">
          {t('quarterPublishedAt')} <EventMoment value={quarter.published_at} />
        </p>
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('quarterWithdraw')}
      </Button>
      {confirming && (
        <RemoveSheet
          removal={removal}
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

/**
 * The standings players see (frozen at the quarter's moment) and the live order only organizers
 * see, as two labelled lists: one above the other on a phone, side by side where they fit.
 */
function FrozenAndLive({ quarter }: { quarter: OrganizerQuarter }) {
  const { t } = useTranslation('organizer');
  const leaderboard = useOrganizerLeaderboard();
  const frozenId = useId();
  const liveId = useId();
  return (
    <ConsoleQuery query={leaderboard} loading={<CardSkeleton lines={['60%', '40%']} />}>
      {(data) => (
        <div className="quarter-orders">
          <Card as="section" aria-labelledby={frozenId} className="quarter-order">
            <h2 id={frozenId} className="console-form__group">
              {t('quarterFrozenTitle')}
            </h2>
            <p className="console-note">
              {t('quarterStandingsAsOf')} <EventMoment value={quarter.as_of} />
            </p>
            <StandingsList teams={data.teams} label={t('quarterFrozenTitle')} />
          </Card>
          <Card as="section" aria-labelledby={liveId} className="quarter-order">
            <h2 id={liveId} className="console-form__group">
              {t('quarterLiveTitle')}
            </h2>
            <p className="console-note">{t('quarterLiveHint')}</p>
            <StandingsList teams={data.live_teams ?? data.teams} label={t('quarterLiveTitle')} />
          </Card>
        </div>
      )}
    </ConsoleQuery>
  );
}

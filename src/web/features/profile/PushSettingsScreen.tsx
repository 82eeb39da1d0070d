import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellRing, BellOff, Send } from 'lucide-react';
import {
  pushKeyRoute,
  pushSubscriptionsRoute,
  subscribePushRoute,
  testPushRoute,
  unsubscribePushRoute,
} from '../../../shared/api/push';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../shared/notifications';
import { PUSH_GROUP_NAMES, PUSH_GROUPS, type PushGroup } from '../../../shared/push';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Notice } from '../../components/Notice';
import { Skeleton } from '../../components/Skeleton';
import { Switch } from '../../components/Switch';
import { ApiError, apiErrorText, call } from '../../lib/api';
import { showToast } from '../../lib/toast';
import {
  currentSubscription,
  notificationPermission,
  pushSupported,
  subscribeDevice,
  subscriptionBody,
} from './pushDevice';
import './profile.css';

const GROUP_LABELS = {
  cheers: 'pushGroupCheers',
  challenges: 'pushGroupChallenges',
  scores: 'pushGroupScores',
  awards: 'pushGroupAwards',
  team: 'pushGroupTeam',
  programme: 'pushGroupProgramme',
} as const satisfies Record<PushGroup, string>;
const GROUP_HINTS = {
  cheers: 'pushGroupHintCheers',
  challenges: 'pushGroupHintChallenges',
  scores: 'pushGroupHintScores',
  awards: 'pushGroupHintAwards',
  team: 'pushGroupHintTeam',
  programme: 'pushGroupHintProgramme',
} as const satisfies Record<PushGroup, string>;

type Status = 'loading' | 'unsupported' | 'denied' | 'off' | 'on';
type Busy = 'turnOn' | 'turnOff' | 'save' | 'test' | null;

/**
 * /profile/notifications (issue 41): Web Push on this device. It explains, asks the browser's
 * permission only when "Turn on notifications" is tapped, then offers a switch per group of
 * notification types (each saved at once), a test notification and turning it off. Clear states
 * for a browser that cannot, notifications blocked (and how to allow them), not yet on, saving
 * and errors.
 */
export default function PushSettingsScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>(initialStatus);
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [types, setTypes] = useState<NotificationType[]>([...NOTIFICATION_TYPES]);
  const [busy, setBusy] = useState<Busy>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (initialStatus() !== 'loading') return;
    let live = true;
    readDeviceState().then((state) => {
      if (!live) return;
      setSubscription(state.subscription);
      if (state.types) setTypes(state.types);
      setStatus(state.status);
    });
    return () => {
      live = false;
    };
  }, []);

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    setSaved(false);
    try {
      await work();
    } catch (failure) {
      console.error('Push settings failed', failure);
      setError(failure instanceof ApiError ? apiErrorText(failure) : t('pushFailed'));
    } finally {
      setBusy(null);
    }
  };

  const turnOn = () =>
    run('turnOn', async () => {
      setDismissed(false);
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setStatus('denied');
      if (permission !== 'granted') return setDismissed(true);
      const { public_key } = await call(pushKeyRoute);
      const device = await subscribeDevice(public_key);
      const chosen = types.length > 0 ? types : [...NOTIFICATION_TYPES];
      const answer = await call(subscribePushRoute, { body: subscriptionBody(device, chosen) });
      setSubscription(device);
      setTypes(answer.types);
      setStatus('on');
    });

  /** A switch shows its new state at once, and goes back if the save fails. */
  const toggle = (group: PushGroup, on: boolean) => {
    if (!subscription) return;
    const groupTypes: readonly NotificationType[] = PUSH_GROUPS[group];
    const previous = types;
    const next = on
      ? NOTIFICATION_TYPES.filter((type) => types.includes(type) || groupTypes.includes(type))
      : types.filter((type) => !groupTypes.includes(type));
    setTypes(next);
    void run('save', async () => {
      try {
        const body = subscriptionBody(subscription, next);
        setTypes((await call(subscribePushRoute, { body })).types);
        setSaved(true);
      } catch (failure) {
        setTypes(previous);
        throw failure;
      }
    });
  };

  const turnOff = () =>
    run('turnOff', async () => {
      if (subscription) {
        await call(unsubscribePushRoute, { body: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
      }
      setSubscription(null);
      setStatus('off');
      showToast(t('pushTurnedOff'), 'success');
    });

  const sendTest = () =>
    run('test', async () => {
      if (!subscription) return;
      await call(testPushRoute, { body: { endpoint: subscription.endpoint } });
      showToast(t('pushTestSent'), 'success');
    });

  return (
    <section className="screen push-settings">
      <BackLink to="/profile" label={t('back')} />
      <header className="profile-form__header">
        <h1>{t('pushSettings')}</h1>
        <p className="profile-form__intro">{t('pushIntro')}</p>
      </header>

      {status === 'loading' && (
        <Card aria-busy="true">
          <Skeleton height={48} />
        </Card>
      )}

      {status === 'unsupported' && (
        <Notice kind="warning" title={t('pushUnsupportedTitle')}>
          <p>{t('pushUnsupported')}</p>
        </Notice>
      )}

      {status === 'denied' && (
        <Notice kind="error" title={t('pushDeniedTitle')} role="alert">
          <p>{t('pushDenied')}</p>
        </Notice>
      )}

      {error && (
        <Notice kind="error" role="alert">
          <p>{error}</p>
        </Notice>
      )}

      {status === 'off' && (
        <Card className="push-settings__card">
          <p className="push-settings__state">
            <BellOff aria-hidden="true" size={20} />
            <span>{t('pushOff')}</span>
          </p>
          <Button busy={busy === 'turnOn'} onClick={() => void turnOn()}>
            {t('pushTurnOn')}
          </Button>
          <p className="push-settings__hint" role={dismissed ? 'status' : undefined}>
            {dismissed ? t('pushDismissed') : t('pushAskHint')}
          </p>
        </Card>
      )}

      {status === 'on' && (
        <>
          <Card className="push-settings__card">
            <p className="push-settings__state push-settings__state--on">
              <BellRing aria-hidden="true" size={20} />
              <span>{t('pushOn')}</span>
            </p>
          </Card>
          <Card as="section" className="push-settings__card" aria-labelledby="push-topics">
            <div className="push-settings__topics-head">
              <h2 id="push-topics">{t('pushTopics')}</h2>
              <span className="push-settings__saving text-muted" role="status">
                {busy === 'save' ? t('pushSaving') : saved ? t('pushSaved') : ''}
              </span>
            </div>
            {PUSH_GROUP_NAMES.map((group) => (
              <Switch
                key={group}
                label={t(GROUP_LABELS[group])}
                hint={t(GROUP_HINTS[group])}
                checked={PUSH_GROUPS[group].every((type) => types.includes(type))}
                disabled={busy !== null}
                onChange={(event) => toggle(group, event.currentTarget.checked)}
              />
            ))}
          </Card>
          <Button variant="secondary" busy={busy === 'test'} onClick={() => void sendTest()}>
            {busy !== 'test' && <Send className="flip-in-rtl" aria-hidden="true" size={20} />}
            {t('pushTest')}
          </Button>
          <Button variant="ghost" busy={busy === 'turnOff'} onClick={() => void turnOff()}>
            {t('pushTurnOff')}
          </Button>
        </>
      )}
    </section>
  );
}

/** What the page can say before asking anything: a browser without push, or blocked. */
function initialStatus(): Status {
  if (!pushSupported()) return 'unsupported';
  if (notificationPermission() === 'denied') return 'denied';
  return 'loading';
}

/** This device's subscription and, when the server has it, the types it wants. */
async function readDeviceState(): Promise<{
  status: Status;
  subscription: PushSubscription | null;
  types?: NotificationType[];
}> {
  try {
    const [device, server] = await Promise.all([
      currentSubscription(),
      call(pushSubscriptionsRoute),
    ]);
    const mine = device && server.subscriptions.find((s) => s.endpoint === device.endpoint);
    if (mine && notificationPermission() === 'granted') {
      return { status: 'on', subscription: device, types: mine.types };
    }
    return { status: 'off', subscription: device };
  } catch (failure) {
    console.error('Push state not read', failure);
    return { status: 'unsupported', subscription: null };
  }
}

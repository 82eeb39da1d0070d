import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { eventRoute } from '../../../shared/api/event';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { isolate } from '../../lib/isolate';
import { useRead } from '../../lib/useRead';
import {
  clearPendingEventJoin,
  clearRedirectTarget,
  getRedirectTarget,
  pendingEventJoin,
} from '../../lib/session';
import { useCheckAuth } from '../access/api';
import { useChooseEvent, useChooseRole } from './api';
import { nextScreen } from './nextScreen';
import { SelectionLayout } from './SelectionLayout';
import './joinEvent.css';

/** Missing steps that mean the person is in no event yet: joining pulls nobody out. */
const IN_NO_EVENT = ['/role', '/event-select', '/team-select'];

/**
 * /join-event, where sign-in leads while a join link's event is pending (the big screen's QR
 * code, the poster; product.md "Share links"). Someone in no event yet (a newcomer) enters it as
 * a supporter at once and goes on to the link's redirect (/home). Someone already in another
 * event is asked first and may stay; someone already in that event simply goes on. The link is
 * forgotten in every case, so it is asked once.
 */
export default function JoinEventScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [eventId] = useState(pendingEventJoin);
  const auth = useCheckAuth();
  const missing = auth.data?.redirect;
  const inNoEvent = auth.isSuccess && missing !== undefined && IN_NO_EVENT.includes(missing);
  const inEvent = auth.isSuccess && !inNoEvent;
  const current = useRead(eventRoute, undefined, {
    enabled: inEvent && eventId !== null,
    retry: false,
  });
  const chooseRole = useChooseRole();
  const chooseEvent = useChooseEvent();
  const [refusedNext, setRefusedNext] = useState<string | null>(null);
  const started = useRef(false);

  /** Forgets the link and goes where it leads (its stored redirect), else `fallback`. */
  const goOn = useCallback(
    (fallback: string) => {
      clearPendingEventJoin();
      const stored = getRedirectTarget();
      clearRedirectTarget();
      void navigate(stored ?? fallback, { replace: true });
    },
    [navigate],
  );

  const join = useCallback(async () => {
    if (eventId === null || started.current) return;
    started.current = true;
    let roleChosen = false;
    try {
      await chooseRole.mutateAsync('supporter');
      roleChosen = true;
      const answer = await chooseEvent.mutateAsync(eventId);
      goOn(nextScreen(answer.redirect, '/home'));
    } catch (error) {
      console.error('Failed to join the event of the link', error);
      clearPendingEventJoin();
      setRefusedNext(roleChosen ? '/event-select' : (missing ?? '/role'));
    }
  }, [eventId, chooseRole, chooseEvent, goOn, missing]);

  // No link pending (opened by hand, or answered already): on as sign-in would go.
  useEffect(() => {
    if (eventId === null) goOn(missing ?? '/home');
  }, [eventId, goOn, missing]);

  // In no event yet: nobody is pulled out, so the link's event is entered at once.
  useEffect(() => {
    if (inNoEvent) void join();
  }, [inNoEvent, join]);

  // Already in the link's event: nothing to ask.
  const sameEvent = current.data !== undefined && current.data.id === eventId;
  useEffect(() => {
    if (sameEvent) goOn('/home');
  }, [sameEvent, goOn]);

  if (refusedNext !== null) {
    return (
      <section className="screen selection">
        <ErrorState
          title={t('joinEventNotFound')}
          message={t('joinEventNotFoundHint')}
          actionLabel={t('chooseEvent')}
          onAction={() => void navigate(refusedNext, { replace: true })}
        />
      </section>
    );
  }

  const asking = inEvent && !sameEvent && (current.isSuccess || current.isError);
  if (!asking || eventId === null) {
    return (
      <SelectionLayout title={t('joinEventOpening')}>
        <p className="join-event__busy" role="status">
          <Spinner size={24} />
          <span>{t('loading')}</span>
        </p>
      </SelectionLayout>
    );
  }

  const currentName = current.data?.name;
  const joining = chooseRole.isPending || chooseEvent.isPending || chooseEvent.isSuccess;
  return (
    <SelectionLayout
      title={t('joinEventTitle')}
      subtitle={
        currentName
          ? t('joinEventInOther', { event: isolate(currentName) })
          : t('joinEventInOtherUnnamed')
      }
    >
      <Notice kind="info">
        <p>{t('joinEventComeBack')}</p>
      </Notice>
      <div className="join-event__actions">
        <Button busy={joining} onClick={() => void join()}>
          {t('joinEventJoin')}
        </Button>
        <Button variant="secondary" disabled={joining} onClick={() => goOn('/home')}>
          {currentName
            ? t('joinEventStay', { event: isolate(currentName) })
            : t('joinEventStayUnnamed')}
        </Button>
      </div>
    </SelectionLayout>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, CalendarPlus } from 'lucide-react';
import type { CalendarFeedCreated } from '../../../shared/api/event';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmSheet } from '../../components/ConfirmSheet';
import { Skeleton } from '../../components/Skeleton';
import { apiErrorText } from '../../lib/api';
import { formatLongDate } from '../../lib/dates';
import { showToast } from '../../lib/toast';
import { useCalendarFeed, useCreateCalendarFeed, useStopCalendarFeed } from './api';
import { CalendarAddress } from './CalendarAddress';
import './CalendarSubscription.css';

type Question = 'replace' | 'stop';

/**
 * "Add to calendar" on /planning: a private address of the planning that calendar apps
 * subscribe to, so a changed start time reaches the phone by itself. The server keeps only a
 * hash of the address's token, so the address is shown once, right after it is made; later
 * visits say since when there is one, and offer a new one (which stops the old) or stopping it.
 * Both ask first, since calendars subscribed to the old address stop updating.
 */
export function CalendarSubscription() {
  const { t, i18n } = useTranslation();
  const status = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const stop = useStopCalendarFeed();
  const [address, setAddress] = useState<CalendarFeedCreated | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);

  const failed = (what: string) => (error: unknown) => {
    console.error(what, error);
    showToast(apiErrorText(error), 'error');
  };

  const makeAddress = () => {
    create.mutate(undefined, {
      onSuccess: setAddress,
      onError: failed('Failed to make a calendar address'),
      onSettled: () => setQuestion(null),
    });
  };

  const stopSharing = () => {
    stop.mutate(undefined, {
      onSuccess: () => {
        setAddress(null);
        showToast(t('calendarStopped'), 'success');
      },
      onError: failed('Failed to stop the calendar address'),
      onSettled: () => setQuestion(null),
    });
  };

  let body;
  if (address) {
    body = <CalendarAddress address={address} onStop={() => setQuestion('stop')} />;
  } else if (status.isPending) {
    body = (
      <div className="calendar-feed__loading" role="status">
        <span className="visually-hidden">{t('loading')}</span>
        <Skeleton height={40} />
        <Skeleton height={48} />
      </div>
    );
  } else if (status.isError) {
    body = (
      <>
        <p role="alert">{t('dataLoadFailed')}</p>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {t('retry')}
        </Button>
      </>
    );
  } else if (status.data.created_at !== null) {
    const since = formatLongDate(status.data.created_at, i18n.resolvedLanguage ?? i18n.language);
    body = (
      <>
        <p className="calendar-feed__since">
          <CalendarCheck className="calendar-feed__check" aria-hidden="true" size={20} />
          <span>{t('calendarActiveSince', { date: since })}</span>
        </p>
        <Button variant="secondary" onClick={() => setQuestion('replace')}>
          {t('newCalendarAddress')}
        </Button>
        <Button variant="ghost" className="calendar-feed__stop" onClick={() => setQuestion('stop')}>
          {t('stopSharing')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('addToCalendarIntro')}</p>
        <Button onClick={makeAddress} busy={create.isPending}>
          <CalendarPlus aria-hidden="true" size={20} />
          {t('addToCalendar')}
        </Button>
      </>
    );
  }

  return (
    <Card as="section" className="calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t('calendarTitle')}</h2>
      {body}
      {question === 'replace' && (
        <ConfirmSheet
          title={t('replaceCalendarTitle')}
          confirmLabel={t('newCalendarAddress')}
          cancelLabel={t('cancel')}
          onConfirm={makeAddress}
          onCancel={() => setQuestion(null)}
          busy={create.isPending}
        >
          <p>{t('replaceCalendarMessage')}</p>
        </ConfirmSheet>
      )}
      {question === 'stop' && (
        <ConfirmSheet
          title={t('stopSharingTitle')}
          confirmLabel={t('stopSharing')}
          cancelLabel={t('cancel')}
          onConfirm={stopSharing}
          onCancel={() => setQuestion(null)}
          busy={stop.isPending}
        >
          <p>{t('stopSharingMessage')}</p>
        </ConfirmSheet>
      )}
    </Card>
  );
}

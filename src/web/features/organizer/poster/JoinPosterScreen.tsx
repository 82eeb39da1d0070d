import { useTranslation } from 'react-i18next';
import { Printer, ScanLine } from 'lucide-react';
import { eventRoute } from '../../../../shared/api/event';
import { BackLink } from '../../../components/BackLink';
import { Button } from '../../../components/Button';
import { QrCode } from '../../../components/QrCode';
import { QueryView } from '../../../components/QueryView';
import { SkeletonText } from '../../../components/SkeletonText';
import { eventJoinLink, eventJoinShortLink } from '../../../lib/joinLink';
import { useRead } from '../../../lib/useRead';
import './joinPoster.css';

/**
 * /join-poster, opened by "Print poster" on the console overview (issue 41): an A4 portrait
 * poster of the big screen's join code for the walls of the venue. The event's name on the
 * host's brand colour, the QR code large, the link written out and one line of instructions.
 * On screen it is a preview with Print and a way back; printed (print stylesheet) only the
 * sheet is left, filling the page.
 */
export default function JoinPosterScreen() {
  const { t } = useTranslation();
  const event = useRead(eventRoute, undefined);
  return (
    <section className="screen join-poster">
      <div className="join-poster__tools">
        <BackLink to="/organizer/overview" label={t('back')} />
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" size={20} />
          {t('joinPosterPrint')}
        </Button>
      </div>
      <h1 className="visually-hidden">{t('joinPosterTitle')}</h1>
      <QueryView query={event} loading={<PosterSkeleton />}>
        {({ id, name }) => <PosterSheet eventId={id} eventName={name} />}
      </QueryView>
    </section>
  );
}

function PosterSheet({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  return (
    <article className="join-poster__sheet" aria-label={t('joinPosterTitle')}>
      <header className="join-poster__band">
        <p className="join-poster__event">
          <bdi>{eventName}</bdi>
        </p>
      </header>
      <div className="join-poster__body">
        <p className="join-poster__title">{t('joinCodeTitle')}</p>
        <QrCode
          className="join-poster__qr"
          text={eventJoinLink(origin, eventId)}
          label={t('joinCodeLabel')}
        />
        <p className="join-poster__instructions">
          <ScanLine aria-hidden="true" className="join-poster__icon" />
          <span>{t('joinPosterInstructions')}</span>
        </p>
        <p className="join-poster__link">
          <bdi dir="ltr">{eventJoinShortLink(origin, eventId)}</bdi>
        </p>
      </div>
    </article>
  );
}

function PosterSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="join-poster__sheet join-poster__sheet--loading" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <SkeletonText width="60%" />
    </div>
  );
}

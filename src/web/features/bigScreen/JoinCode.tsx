import { useTranslation } from 'react-i18next';
import { QrCode } from '../../components/QrCode';
import { eventJoinLink, eventJoinShortLink } from '../../lib/joinLink';
import './joinCode.css';

/**
 * The big screen's corner code (issue 41): a QR code that opens the event for a supporter
 * (product.md "Share links"), with the link written under it for someone who would rather type
 * it. Dark on a white card whatever the branding, in its own grid cell under the most cheered
 * teams (under the standings in portrait), so it never covers a row; the corner mirrors in
 * Arabic with the grid.
 */
export function JoinCode({ eventId }: { eventId: number | undefined }) {
  const { t } = useTranslation();
  if (eventId === undefined) return null;
  const origin = window.location.origin;
  return (
    <aside className="join-code" aria-labelledby="join-code-title">
      <QrCode
        className="join-code__qr"
        text={eventJoinLink(origin, eventId)}
        label={t('joinCodeLabel')}
      />
      <div className="join-code__text">
        <p id="join-code-title" className="join-code__title">
          {t('joinCodeTitle')}
        </p>
        <p className="join-code__hint">{t('joinCodeHint')}</p>
        <p className="join-code__link">
          <bdi dir="ltr">{eventJoinShortLink(origin, eventId)}</bdi>
        </p>
      </div>
    </aside>
  );
}

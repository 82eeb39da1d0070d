import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { discardSave, sendSaveAgain, useWaitingSaves } from './crewSaveSender';
import { KeptSaveNotice } from './KeptSaveNotice';

export interface KeptSavesProps {
  /** The sessions the screen lists: their kept saves show on their own rows and forms. */
  listedScoreIds: readonly number[];
}

/**
 * The crew's saves kept on the device for sessions the screen does not list: of another event
 * (they wait until the crew is back in it), or of a battle the crew no longer scores (the
 * server refused them). Each tells why it is still here, to send again or discard; without
 * this, typed results could wait where the crew never looks.
 */
export function KeptSaves({ listedScoreIds }: KeptSavesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { saves, eventId } = useWaitingSaves();
  const kept = saves.filter((save) => !listedScoreIds.includes(save.scoreId));
  if (kept.length === 0) return null;
  return (
    <section className="crew-kept" aria-labelledby={headingId}>
      <h2 id={headingId} className="crew-kept__title">
        {t('crewKeptTitle')}
      </h2>
      <p className="crew-kept__hint">{t('crewKeptHint')}</p>
      <ul className="crew-kept__list">
        {kept.map((save) => (
          <li key={save.scoreId}>
            <KeptSaveNotice
              save={save}
              eventId={eventId}
              onSendAgain={() => sendSaveAgain(save)}
              onDiscard={() => discardSave(save)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

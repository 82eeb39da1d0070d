import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarX, LogOut } from 'lucide-react';
import type { EventRole } from '../../../shared/roles';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import type { CommonKey } from '../../lib/i18n';
import { useSignOut } from '../access/api';
import { InvitePasteForm } from './InvitePasteForm';
import { ROLE_APPEARANCE } from './roleAppearance';

/**
 * Which empty list a newcomer faces: a player's teams, the events of a role, or crew's
 * challenges in the chosen event.
 */
export type NewcomerCase = EventRole | 'crewBattle' | null;

interface Help {
  role: EventRole | null;
  titleKey: CommonKey;
  textKey?: CommonKey;
  /** Whether an invite link is the way in (it makes the person one of the company's staff). */
  invite: boolean;
  /** Whether following an event as a supporter is worth a word (no invite needed). */
  supporterTip: boolean;
}

/**
 * How each role gets into an event (product.md §4 "The way in"): players and contact persons
 * through their company (an invite link; a contact person also needs admin rights), crew from
 * the event's organizer, supporters into any event, which exist only once one is set up.
 */
const HELP: Record<Exclude<NewcomerCase, null>, Help> = {
  player: {
    role: 'player',
    titleKey: 'newcomerPlayerTitle',
    textKey: 'newcomerPlayerText',
    invite: true,
    supporterTip: true,
  },
  contactPerson: {
    role: 'contactPerson',
    titleKey: 'newcomerContactPersonTitle',
    textKey: 'newcomerContactPersonText',
    invite: true,
    supporterTip: true,
  },
  crew: {
    role: 'crew',
    titleKey: 'newcomerCrewTitle',
    textKey: 'newcomerCrewText',
    invite: false,
    supporterTip: true,
  },
  crewBattle: {
    role: 'crew',
    titleKey: 'newcomerCrewBattleTitle',
    textKey: 'newcomerCrewText',
    invite: false,
    supporterTip: false,
  },
  supporter: {
    role: 'supporter',
    titleKey: 'newcomerSupporterTitle',
    textKey: 'newcomerSupporterText',
    invite: false,
    supporterTip: false,
  },
  // Only people who organize an event see this role; an empty list means it was taken away.
  organizer: {
    role: 'organizer',
    titleKey: 'noEventsFound',
    invite: false,
    supporterTip: false,
  },
};

const UNKNOWN: Help = {
  role: null,
  titleKey: 'noEventsFound',
  invite: false,
  supporterTip: false,
};

/**
 * What an empty selection list shows: why it is empty for this role and how one gets in, the
 * field for an invite link where one is the way, and the way back to the roles (and sign-out,
 * as /role offers). Its footer sits at the bottom of the selection screen.
 */
export function NewcomerHelp({ newcomer }: { newcomer: NewcomerCase }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const help = newcomer === null ? UNKNOWN : HELP[newcomer];
  const appearance = help.role ? ROLE_APPEARANCE[help.role] : null;
  const Icon = appearance?.icon ?? CalendarX;
  const style = appearance
    ? ({ '--newcomer-accent': appearance.color } as CSSProperties)
    : undefined;

  return (
    <>
      <div className="newcomer">
        <Card as="section" className="newcomer__explanation" style={style}>
          <span className="newcomer__icon">
            <Icon aria-hidden="true" size={28} />
          </span>
          <h2>{t(help.titleKey)}</h2>
          {help.textKey && <p className="text-muted">{t(help.textKey)}</p>}
        </Card>
        {help.invite && <InvitePasteForm />}
      </div>
      <footer className="selection__footer">
        {help.supporterTip && (
          <p className="newcomer__tip text-muted">{t('newcomerSupporterTip')}</p>
        )}
        <ButtonLink to="/role" variant="secondary">
          {t('chooseAnotherRole')}
        </ButtonLink>
        <Button variant="ghost" busy={signOut.isPending} onClick={() => signOut.mutate()}>
          {!signOut.isPending && <LogOut className="flip-in-rtl" aria-hidden="true" size={20} />}
          {t('signOut')}
        </Button>
      </footer>
    </>
  );
}

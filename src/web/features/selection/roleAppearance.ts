/**
 * How each role looks on /role: its own colour and lucide icon (product.md §2), and the keys of its
 * name and one-line description. The colours draw the role's icon on a light tint of itself,
 * at least 4:1 there (3:1 is AA for icons); they are not used for text.
 */
import { Building2, ClipboardList, Medal, Megaphone, Timer, type LucideIcon } from 'lucide-react';
import type { EventRole } from '../../../shared/roles';
import type { CommonKey } from '../../lib/i18n';

export interface RoleAppearance {
  icon: LucideIcon;
  color: string;
  nameKey: CommonKey;
  descriptionKey: CommonKey;
}

export const ROLE_APPEARANCE: Record<EventRole, RoleAppearance> = {
  supporter: {
    icon: Megaphone,
    color: '#be185d',
    nameKey: 'roleSupporter',
    descriptionKey: 'roleSupporterDescription',
  },
  player: {
    icon: Medal,
    color: '#1d4ed8',
    nameKey: 'rolePlayer',
    descriptionKey: 'rolePlayerDescription',
  },
  crew: {
    icon: Timer,
    color: '#047857',
    nameKey: 'roleCrew',
    descriptionKey: 'roleCrewDescription',
  },
  contactPerson: {
    icon: Building2,
    color: '#6d28d9',
    nameKey: 'roleContactPerson',
    descriptionKey: 'roleContactPersonDescription',
  },
  organizer: {
    icon: ClipboardList,
    color: '#b45309',
    nameKey: 'roleOrganizer',
    descriptionKey: 'roleOrganizerDescription',
  },
};

/**
 * The organizer console's sections, in the order an event is set up: each one a screen of its
 * own under /organizer/, loaded when opened. The console's start lists them.
 */
import type { ComponentType } from 'react';
import { CalendarCog, History, Palette, type LucideIcon } from 'lucide-react';
import type { OrganizerKey } from '../../lib/i18n';
import { lazyScreen } from '../../app/lazyScreen';

export interface ConsoleSection {
  /** The path under /organizer/. */
  path: string;
  titleKey: OrganizerKey;
  /** One line under the title on the console's start. */
  hintKey: OrganizerKey;
  icon: LucideIcon;
  screen: ComponentType;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    path: 'event',
    titleKey: 'sectionEvent',
    hintKey: 'sectionEventHint',
    icon: CalendarCog,
    screen: lazyScreen(() => import('./EventScreen')),
  },
  {
    path: 'houses',
    titleKey: 'sectionHouses',
    hintKey: 'sectionHousesHint',
    icon: Palette,
    screen: lazyScreen(() => import('./HousesScreen')),
  },
  {
    path: 'audit',
    titleKey: 'sectionAudit',
    hintKey: 'sectionAuditHint',
    icon: History,
    screen: lazyScreen(() => import('./AuditScreen')),
  },
];

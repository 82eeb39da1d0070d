/**
 * The organizer console's sections, in the order an event is set up: each one a screen of its
 * own under /organizer/, loaded when opened. The console's start lists them.
 */
import type { ComponentType } from 'react';
import {
  Building2,
  CalendarClock,
  CalendarCog,
  CirclePlus,
  FileSpreadsheet,
  Handshake,
  History,
  LayoutDashboard,
  ListOrdered,
  Mail,
  Megaphone,
  Palette,
  Podium,
  SwatchBook,
  Swords,
  Trophy,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
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
    path: 'overview',
    titleKey: 'sectionOverview',
    hintKey: 'sectionOverviewHint',
    icon: LayoutDashboard,
    screen: lazyScreen(() => import('./OverviewScreen')),
  },
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
    path: 'companies',
    titleKey: 'sectionCompanies',
    hintKey: 'sectionCompaniesHint',
    icon: Building2,
    screen: lazyScreen(() => import('./CompaniesScreen')),
  },
  {
    path: 'teams',
    titleKey: 'sectionTeams',
    hintKey: 'sectionTeamsHint',
    icon: UsersRound,
    screen: lazyScreen(() => import('./TeamsScreen')),
  },
  {
    path: 'battles',
    titleKey: 'sectionBattles',
    hintKey: 'sectionBattlesHint',
    icon: Swords,
    screen: lazyScreen(() => import('./BattlesScreen')),
  },
  {
    path: 'planning',
    titleKey: 'sectionPlanning',
    hintKey: 'sectionPlanningHint',
    icon: CalendarClock,
    screen: lazyScreen(() => import('./PlanningScreen')),
  },
  {
    path: 'points',
    titleKey: 'sectionPoints',
    hintKey: 'sectionPointsHint',
    icon: ListOrdered,
    screen: lazyScreen(() => import('./PointsScreen')),
  },
  {
    path: 'quarter',
    titleKey: 'sectionQuarter',
    hintKey: 'sectionQuarterHint',
    icon: Podium,
    screen: lazyScreen(() => import('./QuarterScreen')),
  },
  {
    path: 'awards',
    titleKey: 'sectionAwards',
    hintKey: 'sectionAwardsHint',
    icon: Trophy,
    screen: lazyScreen(() => import('./AwardsScreen')),
  },
  {
    path: 'sponsors',
    titleKey: 'sectionSponsors',
    hintKey: 'sectionSponsorsHint',
    icon: Handshake,
    screen: lazyScreen(() => import('./SponsorsScreen')),
  },
  {
    path: 'extra-points',
    titleKey: 'sectionExtraPoints',
    hintKey: 'sectionExtraPointsHint',
    icon: CirclePlus,
    screen: lazyScreen(() => import('./ExtraPointsScreen')),
  },
  {
    path: 'announcements',
    titleKey: 'sectionAnnouncements',
    hintKey: 'sectionAnnouncementsHint',
    icon: Megaphone,
    screen: lazyScreen(() => import('./AnnouncementsScreen')),
  },
  {
    path: 'mails',
    titleKey: 'sectionMails',
    hintKey: 'sectionMailsHint',
    icon: Mail,
    screen: lazyScreen(() => import('./MailLogScreen')),
  },
  {
    path: 'branding',
    titleKey: 'sectionBranding',
    hintKey: 'sectionBrandingHint',
    icon: SwatchBook,
    screen: lazyScreen(() => import('./BrandingScreen')),
  },
  {
    path: 'csv',
    titleKey: 'sectionCsv',
    hintKey: 'sectionCsvHint',
    icon: FileSpreadsheet,
    screen: lazyScreen(() => import('./CsvScreen')),
  },
  {
    path: 'audit',
    titleKey: 'sectionAudit',
    hintKey: 'sectionAuditHint',
    icon: History,
    screen: lazyScreen(() => import('./AuditScreen')),
  },
];

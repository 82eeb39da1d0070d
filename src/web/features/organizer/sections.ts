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
  ClipboardCheck,
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
import { lazyScreen } from '../../lib/lazyScreen';

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
    screen: lazyScreen(() => import('./overview/OverviewScreen')),
  },
  {
    path: 'event',
    titleKey: 'sectionEvent',
    hintKey: 'sectionEventHint',
    icon: CalendarCog,
    screen: lazyScreen(() => import('./event/EventScreen')),
  },
  {
    path: 'houses',
    titleKey: 'sectionHouses',
    hintKey: 'sectionHousesHint',
    icon: Palette,
    screen: lazyScreen(() => import('./event/HousesScreen')),
  },
  {
    path: 'companies',
    titleKey: 'sectionCompanies',
    hintKey: 'sectionCompaniesHint',
    icon: Building2,
    screen: lazyScreen(() => import('./companies-teams/CompaniesScreen')),
  },
  {
    path: 'teams',
    titleKey: 'sectionTeams',
    hintKey: 'sectionTeamsHint',
    icon: UsersRound,
    screen: lazyScreen(() => import('./companies-teams/TeamsScreen')),
  },
  {
    path: 'battles',
    titleKey: 'sectionBattles',
    hintKey: 'sectionBattlesHint',
    icon: Swords,
    screen: lazyScreen(() => import('./battles/BattlesScreen')),
  },
  {
    path: 'planning',
    titleKey: 'sectionPlanning',
    hintKey: 'sectionPlanningHint',
    icon: CalendarClock,
    screen: lazyScreen(() => import('./battles/PlanningScreen')),
  },
  {
    path: 'review',
    titleKey: 'sectionReview',
    hintKey: 'sectionReviewHint',
    icon: ClipboardCheck,
    screen: lazyScreen(() => import('./review/ReviewScreen')),
  },
  {
    path: 'points',
    titleKey: 'sectionPoints',
    hintKey: 'sectionPointsHint',
    icon: ListOrdered,
    screen: lazyScreen(() => import('./points/PointsScreen')),
  },
  {
    path: 'quarter',
    titleKey: 'sectionQuarter',
    hintKey: 'sectionQuarterHint',
    icon: Podium,
    screen: lazyScreen(() => import('./points/QuarterScreen')),
  },
  {
    path: 'awards',
    titleKey: 'sectionAwards',
    hintKey: 'sectionAwardsHint',
    icon: Trophy,
    screen: lazyScreen(() => import('./awards/AwardsScreen')),
  },
  {
    path: 'sponsors',
    titleKey: 'sectionSponsors',
    hintKey: 'sectionSponsorsHint',
    icon: Handshake,
    screen: lazyScreen(() => import('./awards/SponsorsScreen')),
  },
  {
    path: 'extra-points',
    titleKey: 'sectionExtraPoints',
    hintKey: 'sectionExtraPointsHint',
    icon: CirclePlus,
    screen: lazyScreen(() => import('./awards/ExtraPointsScreen')),
  },
  {
    path: 'announcements',
    titleKey: 'sectionAnnouncements',
    hintKey: 'sectionAnnouncementsHint',
    icon: Megaphone,
    screen: lazyScreen(() => import('./announcements/AnnouncementsScreen')),
  },
  {
    path: 'mails',
    titleKey: 'sectionMails',
    hintKey: 'sectionMailsHint',
    icon: Mail,
    screen: lazyScreen(() => import('./overview/MailLogScreen')),
  },
  {
    path: 'branding',
    titleKey: 'sectionBranding',
    hintKey: 'sectionBrandingHint',
    icon: SwatchBook,
    screen: lazyScreen(() => import('./overview/BrandingScreen')),
  },
  {
    path: 'csv',
    titleKey: 'sectionCsv',
    hintKey: 'sectionCsvHint',
    icon: FileSpreadsheet,
    screen: lazyScreen(() => import('./csv/CsvScreen')),
  },
  {
    path: 'audit',
    titleKey: 'sectionAudit',
    hintKey: 'sectionAuditHint',
    icon: History,
    screen: lazyScreen(() => import('./event/AuditScreen')),
  },
];

/**
 * Every route of product.md §2, each screen in its own lazily loaded chunk. `bottomNav` marks the
 * signed-in screens that show the bottom navigation; the access and selection steps do not.
 */
import type { ComponentType } from 'react';
import type { CommonKey } from '../lib/i18n';
import { lazyScreen } from '../lib/lazyScreen';

export interface ScreenRoute {
  path: string;
  /** Translation key of the screen's title (heading and document title). */
  titleKey: CommonKey;
  screen: ComponentType;
  bottomNav: boolean;
}

const LoginScreen = lazyScreen(() => import('../features/access/LoginScreen'));
const ForgotPasswordScreen = lazyScreen(() => import('../features/access/ForgotPasswordScreen'));
const RegisterScreen = lazyScreen(() => import('../features/access/RegisterScreen'));
const ResetPasswordScreen = lazyScreen(() => import('../features/access/ResetPasswordScreen'));
const ConfirmEmailScreen = lazyScreen(() => import('../features/access/ConfirmEmailScreen'));
const RoleScreen = lazyScreen(() => import('../features/selection/RoleScreen'));
const EventSelectScreen = lazyScreen(() => import('../features/selection/EventSelectScreen'));
const TeamSelectScreen = lazyScreen(() => import('../features/selection/TeamSelectScreen'));
const BattleSelectScreen = lazyScreen(() => import('../features/selection/BattleSelectScreen'));
const JoinEventScreen = lazyScreen(() => import('../features/selection/JoinEventScreen'));
const HomeScreen = lazyScreen(() => import('../features/event/HomeScreen'));
const TeamsScreen = lazyScreen(() => import('../features/team/TeamsScreen'));
const AwardsScreen = lazyScreen(() => import('../features/event/AwardsScreen'));
const CompaniesScreen = lazyScreen(() => import('../features/company/CompaniesScreen'));
const HousesScreen = lazyScreen(() => import('../features/team/HousesScreen'));
const BattlesScreen = lazyScreen(() => import('../features/battles/BattlesScreen'));
const BattleScreen = lazyScreen(() => import('../features/battles/BattleScreen'));
const LeaderboardScreen = lazyScreen(() => import('../features/scores/LeaderboardScreen'));
const HouseScreen = lazyScreen(() => import('../features/team/HouseScreen'));
const EventScreen = lazyScreen(() => import('../features/event/EventScreen'));
const ScoresScreen = lazyScreen(() => import('../features/scores/ScoresScreen'));
const ScoreScreen = lazyScreen(() => import('../features/scores/ScoreScreen'));
const CrewBattlesScreen = lazyScreen(() => import('../features/crew/CrewBattlesScreen'));
const CrewScoreScreen = lazyScreen(() => import('../features/crew/CrewScoreScreen'));
const ParticipantsScreen = lazyScreen(() => import('../features/players/ParticipantsScreen'));
const CheersLeaderboardScreen = lazyScreen(
  () => import('../features/scores/CheersLeaderboardScreen'),
);
const ScoringRulesScreen = lazyScreen(() => import('../features/scores/ScoringRulesScreen'));
const LanguageScreen = lazyScreen(() => import('../features/profile/LanguageScreen'));
const ProfileScreen = lazyScreen(() => import('../features/profile/ProfileScreen'));
const BadgesScreen = lazyScreen(() => import('../features/profile/BadgesScreen'));
const PublicProfileScreen = lazyScreen(() => import('../features/profile/PublicProfileScreen'));
const ConnectionsScreen = lazyScreen(() => import('../features/profile/ConnectionsScreen'));
const PushSettingsScreen = lazyScreen(() => import('../features/profile/PushSettingsScreen'));
const EditProfileScreen = lazyScreen(() => import('../features/profile/EditProfileScreen'));
const CheersScreen = lazyScreen(() => import('../features/cheers/CheersScreen'));
const EditTeamScreen = lazyScreen(() => import('../features/team/EditTeamScreen'));
const RivalsScreen = lazyScreen(() => import('../features/rivals/RivalsScreen'));
const TeamScreen = lazyScreen(() => import('../features/team/TeamScreen'));
const PlanningScreen = lazyScreen(() => import('../features/event/PlanningScreen'));
const PlayersScreen = lazyScreen(() => import('../features/players/PlayersScreen'));
const AddPlayersScreen = lazyScreen(() => import('../features/players/AddPlayersScreen'));
const JoinScreen = lazyScreen(() => import('../features/players/JoinScreen'));
const NotificationsScreen = lazyScreen(
  () => import('../features/notifications/NotificationsScreen'),
);
const CompanyScreen = lazyScreen(() => import('../features/company/CompanyScreen'));
const EditCompanyScreen = lazyScreen(() => import('../features/company/EditCompanyScreen'));
const ManageEmployeesScreen = lazyScreen(
  () => import('../features/employees/ManageEmployeesScreen'),
);
const ReadinessScreen = lazyScreen(() => import('../features/event/ReadinessScreen'));
const OrganizerConsole = lazyScreen(() => import('../features/organizer/OrganizerConsole'));
const BigScreen = lazyScreen(() => import('../features/bigScreen/BigScreen'));
const JoinPosterScreen = lazyScreen(() => import('../features/organizer/poster/JoinPosterScreen'));

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/', titleKey: 'login', screen: LoginScreen, bottomNav: false },
  { path: '/login', titleKey: 'login', screen: LoginScreen, bottomNav: false },
  {
    path: '/forgot-password',
    titleKey: 'forgotPassword',
    screen: ForgotPasswordScreen,
    bottomNav: false,
  },
  { path: '/register', titleKey: 'register', screen: RegisterScreen, bottomNav: false },
  {
    path: '/reset-password',
    titleKey: 'resetPassword',
    screen: ResetPasswordScreen,
    bottomNav: false,
  },
  {
    path: '/confirm-email',
    titleKey: 'confirmEmail',
    screen: ConfirmEmailScreen,
    bottomNav: false,
  },
  { path: '/role', titleKey: 'chooseRole', screen: RoleScreen, bottomNav: false },
  { path: '/event-select', titleKey: 'chooseEvent', screen: EventSelectScreen, bottomNav: false },
  { path: '/team-select', titleKey: 'chooseTeam', screen: TeamSelectScreen, bottomNav: false },
  {
    path: '/battle-select',
    titleKey: 'chooseBattle',
    screen: BattleSelectScreen,
    bottomNav: false,
  },
  { path: '/home', titleKey: 'home', screen: HomeScreen, bottomNav: true },
  { path: '/teams', titleKey: 'teams', screen: TeamsScreen, bottomNav: true },
  { path: '/awards', titleKey: 'awards', screen: AwardsScreen, bottomNav: true },
  { path: '/companies', titleKey: 'companies', screen: CompaniesScreen, bottomNav: true },
  { path: '/houses', titleKey: 'houses', screen: HousesScreen, bottomNav: true },
  { path: '/battles', titleKey: 'battles', screen: BattlesScreen, bottomNav: true },
  { path: '/battle', titleKey: 'battle', screen: BattleScreen, bottomNav: true },
  { path: '/leaderboard', titleKey: 'leaderboard', screen: LeaderboardScreen, bottomNav: true },
  { path: '/house', titleKey: 'house', screen: HouseScreen, bottomNav: true },
  { path: '/event', titleKey: 'event', screen: EventScreen, bottomNav: true },
  { path: '/scores', titleKey: 'scores', screen: ScoresScreen, bottomNav: true },
  { path: '/score', titleKey: 'score', screen: ScoreScreen, bottomNav: true },
  { path: '/crew-battles', titleKey: 'crewBattles', screen: CrewBattlesScreen, bottomNav: true },
  { path: '/crew-score', titleKey: 'crewScore', screen: CrewScoreScreen, bottomNav: true },
  { path: '/participants', titleKey: 'participants', screen: ParticipantsScreen, bottomNav: true },
  {
    path: '/cheers-leaderboard',
    titleKey: 'cheersLeaderboard',
    screen: CheersLeaderboardScreen,
    bottomNav: true,
  },
  { path: '/scoring-rules', titleKey: 'scoringRules', screen: ScoringRulesScreen, bottomNav: true },
  { path: '/language', titleKey: 'language', screen: LanguageScreen, bottomNav: true },
  { path: '/profile', titleKey: 'profile', screen: ProfileScreen, bottomNav: true },
  { path: '/badges', titleKey: 'badges', screen: BadgesScreen, bottomNav: true },
  {
    path: '/public-profile',
    titleKey: 'publicProfile',
    screen: PublicProfileScreen,
    bottomNav: true,
  },
  { path: '/connections', titleKey: 'connections', screen: ConnectionsScreen, bottomNav: true },
  {
    path: '/profile/notifications',
    titleKey: 'pushSettings',
    screen: PushSettingsScreen,
    bottomNav: true,
  },
  { path: '/edit-profile', titleKey: 'editProfile', screen: EditProfileScreen, bottomNav: true },
  { path: '/cheers', titleKey: 'cheers', screen: CheersScreen, bottomNav: true },
  { path: '/edit-team', titleKey: 'editTeam', screen: EditTeamScreen, bottomNav: true },
  { path: '/rivals', titleKey: 'rivals', screen: RivalsScreen, bottomNav: true },
  { path: '/team', titleKey: 'team', screen: TeamScreen, bottomNav: true },
  { path: '/planning', titleKey: 'planning', screen: PlanningScreen, bottomNav: true },
  { path: '/players', titleKey: 'players', screen: PlayersScreen, bottomNav: true },
  { path: '/add-players', titleKey: 'addPlayers', screen: AddPlayersScreen, bottomNav: true },
  { path: '/join', titleKey: 'joinTitle', screen: JoinScreen, bottomNav: false },
  { path: '/join-event', titleKey: 'joinEventTitle', screen: JoinEventScreen, bottomNav: false },
  {
    path: '/notifications',
    titleKey: 'notifications',
    screen: NotificationsScreen,
    bottomNav: true,
  },
  { path: '/company', titleKey: 'company', screen: CompanyScreen, bottomNav: true },
  { path: '/edit-company', titleKey: 'editCompany', screen: EditCompanyScreen, bottomNav: true },
  {
    path: '/manage-employees',
    titleKey: 'manageEmployees',
    screen: ManageEmployeesScreen,
    bottomNav: true,
  },
  { path: '/readiness', titleKey: 'readiness', screen: ReadinessScreen, bottomNav: true },
  {
    path: '/organizer/*',
    titleKey: 'organizerConsole',
    screen: OrganizerConsole,
    bottomNav: true,
  },
  {
    path: '/big-screen',
    titleKey: 'bigScreen',
    // It covers the whole window itself (fixed, bigScreen.css), beyond the 600 px app shell.
    screen: BigScreen,
    bottomNav: false,
  },
  {
    path: '/join-poster',
    titleKey: 'joinPosterTitle',
    // A printable A4 poster (issue 41): no bottom bar on screen or on paper.
    screen: JoinPosterScreen,
    bottomNav: false,
  },
];

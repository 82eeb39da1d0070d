/**
 * The reads a screen makes as it opens, for every role, that the page of that screen asks the
 * browser to start at once (`<link rel="preload" as="fetch">`), beside the screen's scripts,
 * instead of after them. Only reads that take no input at all belong here: a browser answers a
 * later fetch of the same address from the preload whatever headers the fetch adds, so a read
 * whose answer follows an id header (the team page's otherTeamId) would be answered for the
 * wrong id. The page asks only for a request with a session cookie.
 */
import type { RouteContract } from './api/contract';
import { homeBattlesRoute } from './api/battles';
import { homeCompaniesRoute } from './api/company';
import { homeRoute, sponsorsRoute } from './api/event';
import { notificationsRoute } from './api/notifications';
import { profileRoute } from './api/profile';
import { leaderboardRoute } from './api/scores';
import { homeTeamsRoute } from './api/team';

export const FIRST_READS: Record<string, readonly RouteContract[]> = {
  '/home': [
    homeRoute,
    notificationsRoute,
    homeTeamsRoute,
    homeCompaniesRoute,
    homeBattlesRoute,
    sponsorsRoute,
  ],
  '/leaderboard': [leaderboardRoute, notificationsRoute],
  '/team': [notificationsRoute],
  '/crew-score': [notificationsRoute, profileRoute, homeRoute],
};

/** A read may be preloaded when nothing but the session decides its answer. */
export const takesNoInput = (route: RouteContract) =>
  route.method === 'GET' && !route.headers && !route.query && !route.body;

/**
 * The screens the server draws with their content for a request with a session cookie, from
 * their first reads as the session answers them (src/server/http/screenRender.ts): every read
 * that decides what such a screen first shows is in FIRST_READS, so the page needs nothing the
 * browser's tab alone knows. The browser takes the drawing over once it holds the same reads.
 */
export const SERVER_RENDERED: readonly string[] = ['/home'];

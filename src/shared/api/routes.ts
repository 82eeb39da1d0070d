/**
 * Every route of the API, for the server (which registers each one), the generated
 * docs/api.md and the tests that walk them all. The web app imports the area files it needs,
 * never this list, so each screen's bundle holds only its own contracts.
 */
import type { RouteContract } from './contract';
import * as access from './access';
import * as apiDocs from './apiDocs';
import * as badges from './badges';
import * as battles from './battles';
import * as branding from './branding';
import * as cheers from './cheers';
import * as company from './company';
import * as crew from './crew';
import * as employees from './employees';
import * as event from './event';
import * as health from './health';
import * as join from './join';
import * as language from './language';
import * as live from './live';
import * as notifications from './notifications';
import * as organizer from './organizer';
import * as organizerTeams from './organizerTeams';
import * as organizerBattles from './organizerBattles';
import * as organizerPoints from './organizerPoints';
import * as organizerReview from './organizerReview';
import * as organizerAnnouncements from './organizerAnnouncements';
import * as organizerAwards from './organizerAwards';
import * as organizerOverview from './organizerOverview';
import * as organizerCsv from './organizerCsv';
import * as hrResults from './hrResults';
import * as organizerPictures from './organizerPictures';
import * as reveal from './reveal';
import * as players from './players';
import * as profile from './profile';
import * as push from './push';
import * as rivals from './rivals';
import * as scores from './scores';
import * as selection from './selection';
import * as team from './team';

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'DELETE'];

/** Every `…Route` export of an area's contract file, by path and then method. */
const contractsOf = (area: Record<string, unknown>): RouteContract[] =>
  Object.entries(area)
    .filter(([name]) => name.endsWith('Route'))
    .map(([, value]) => value as RouteContract)
    .sort(
      (a, b) =>
        a.path.localeCompare(b.path) ||
        METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
    );

/** The areas of docs/architecture.md, each with its routes by path. */
export const ROUTES_BY_AREA = {
  health: contractsOf(health),
  apiDocs: contractsOf(apiDocs),
  access: contractsOf(access),
  selection: contractsOf(selection),
  branding: contractsOf(branding),
  profile: contractsOf({ ...language, ...profile }),
  event: contractsOf(event),
  battles: contractsOf(battles),
  team: contractsOf(team),
  rivals: contractsOf(rivals),
  cheers: contractsOf(cheers),
  company: contractsOf(company),
  employees: contractsOf(employees),
  players: contractsOf({ ...players, ...join }),
  scores: contractsOf(scores),
  crew: contractsOf(crew),
  notifications: contractsOf(notifications),
  badges: contractsOf(badges),
  live: contractsOf(live),
  push: contractsOf(push),
  organizer: contractsOf({
    ...organizer,
    ...organizerTeams,
    ...organizerBattles,
    ...organizerPoints,
    ...organizerReview,
    ...organizerAwards,
    ...organizerAnnouncements,
    ...organizerOverview,
    ...organizerCsv,
    ...hrResults,
    ...organizerPictures,
    ...reveal,
  }),
} satisfies Record<string, RouteContract[]>;

export const ALL_ROUTES: RouteContract[] = Object.values(ROUTES_BY_AREA).flat();

export const routeName = (route: Pick<RouteContract, 'method' | 'path'>) =>
  `${route.method} ${route.path}`;

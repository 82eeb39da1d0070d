/**
 * The team area's routes: the event's teams and houses, one team's page and its parts, its
 * editing and picture, and the contact person's readiness overview.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  deleteTeamImageRoute,
  editTeamReadRoute,
  editTeamRoute,
  homeTeamsRoute,
  houseRoute,
  housesRoute,
  readinessRoute,
  teamJokerRoute,
  teamPlayersRoute,
  teamReadinessRoute,
  teamRoute,
  teamsRoute,
  uploadTeamImageRoute,
} from '../../../shared/api/team';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { receiveImage, withUploads } from '../../uploads/images';
import { homeTeamsAnswer, houseOf, housesAnswer, teamsAnswer } from './service';
import { readinessOverview, teamJokerOf, teamPage, teamPlayersOf, teamReadinessOf } from './page';
import {
  deleteTeamPicture,
  editTeam,
  editTeamForm,
  uploadTeamPicture,
  type TeamWriteDeps,
} from './manage';

/** Team pictures are shown large on the team page and as cards. */
const TEAM_PICTURE_MAX_SIDE = 1200;

export const teamRoutes: FastifyPluginAsync = async (app) => {
  route(app, teamsRoute, async (req) => teamsAnswer(app, eventScope(req).eventId));

  // The contact person's strip holds their company's teams: it leads to their readiness.
  route(app, homeTeamsRoute, async (req) => {
    const scope = eventScope(req);
    const contactPerson = scope.role === 'contactPerson' ? scope.userId : undefined;
    return homeTeamsAnswer(app, scope.eventId, contactPerson);
  });

  route(app, housesRoute, async (req) => housesAnswer(app, eventScope(req).eventId));

  route(app, houseRoute, async (req) =>
    houseOf(app, eventScope(req).eventId, req.headers.selectedhouseid),
  );

  route(app, teamRoute, async (req) => teamPage(app, eventScope(req), req.headers.otherteamid));

  route(app, teamPlayersRoute, async (req) =>
    teamPlayersOf(app, eventScope(req), req.headers.otherteamid),
  );

  route(app, teamJokerRoute, async (req) =>
    teamJokerOf(app, eventScope(req), req.headers.otherteamid),
  );

  route(app, teamReadinessRoute, async (req) =>
    teamReadinessOf(app, eventScope(req), req.headers.otherteamid),
  );

  route(app, readinessRoute, async (req) => readinessOverview(app, eventScope(req)));

  const deps: TeamWriteDeps = {
    db: app.db,
    changes: app.changes,
    dataDir: app.config.dataDir,
    now: () => app.clock.now(),
  };

  route(app, editTeamReadRoute, async (req) =>
    editTeamForm(app.db, eventScope(req), req.headers.otherteamid),
  );

  route(app, editTeamRoute, async (req) =>
    editTeam(deps, eventScope(req), req.headers.otherteamid, req.body),
  );

  await withUploads(app, (uploads) =>
    route(uploads, uploadTeamImageRoute, async (req) =>
      uploadTeamPicture(deps, eventScope(req), req.headers.otherteamid, () =>
        receiveImage(req, { maxSide: TEAM_PICTURE_MAX_SIDE }),
      ),
    ),
  );

  route(app, deleteTeamImageRoute, async (req) =>
    deleteTeamPicture(deps, eventScope(req), req.headers.otherteamid),
  );
};

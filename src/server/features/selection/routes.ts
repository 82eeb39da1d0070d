/** The selection area's routes: GET/POST /role, /event-select, /team-select, /battle-select. */
import type { FastifyPluginAsync } from 'fastify';
import {
  chooseBattleRoute,
  chooseEventRoute,
  chooseRoleRoute,
  chooseTeamRoute,
  rolesRoute,
  selectableBattlesRoute,
  selectableEventsRoute,
  selectableTeamsRoute,
} from '../../../shared/api/selection';
import { route } from '../../http/route';
import {
  battlesFor,
  chooseBattle,
  chooseEvent,
  chooseRole,
  chooseTeam,
  eventsFor,
  rolesFor,
  teamsFor,
} from './service';

export const selectionRoutes: FastifyPluginAsync = async (app) => {
  route(app, rolesRoute, async (req) => ({ roles: await rolesFor(app.db, req.session.userId) }));

  route(app, chooseRoleRoute, async (req) => chooseRole(app, req.session, req.body.role));

  // The route's access needs a role, so the session has one.
  route(app, selectableEventsRoute, async (req) => {
    const { userId, role } = req.session;
    return { events: await eventsFor(app.db, userId, role!), role };
  });

  route(app, chooseEventRoute, async (req) =>
    chooseEvent(app, { ...req.session, role: req.session.role! }, req.body.event_id),
  );

  route(app, selectableTeamsRoute, async (req) => ({
    teams: await teamsFor(app.db, req.session.userId),
  }));

  route(app, chooseTeamRoute, async (req) =>
    chooseTeam(app, req.session, { teamId: req.body.team_id, eventId: req.body.event_id }),
  );

  // The route's access needs an event, so the session has one.
  route(app, selectableBattlesRoute, async (req) => ({
    battles: await battlesFor(app.db, req.session.userId, req.session.eventId!),
  }));

  route(app, chooseBattleRoute, async (req) =>
    chooseBattle(app, { ...req.session, eventId: req.session.eventId! }, req.body.battle_id),
  );
};

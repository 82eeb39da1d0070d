/** GET/POST /role, /event-select, /team-select, /battle-select (SPEC §7 "Selection"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_ROLES } from '../../../shared/roles';
import {
  battleSelectBody,
  eventSelectBody,
  roleBody,
  teamSelectBody,
} from '../../../shared/api/selection';
import { afterEventChoice, afterRoleChoice } from '../../../shared/selectionSteps';
import { forRoles, signedIn } from '../../auth/access';
import { updateSelection } from '../../auth/sessions';
import { ForbiddenError } from '../../http/errors';
import { battlesFor, eventsFor, recordEventRole, rolesFor, teamsFor } from './service';

export const selectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/role', { config: { access: signedIn } }, async (req) => ({
    roles: await rolesFor(app.db, req.session!.userId),
  }));

  app.post('/role', { config: { access: signedIn }, schema: { body: roleBody } }, async (req) => {
    const session = req.session!;
    const allowed = await rolesFor(app.db, session.userId);
    if (!allowed.includes(req.body.role)) throw new ForbiddenError('roleNotAllowed');
    await updateSelection(app.db, session, {
      role: req.body.role,
      eventId: null,
      teamId: null,
      battleId: null,
    });
    return { message: 'roleSelected', redirect: afterRoleChoice(req.body.role) };
  });

  app.get('/event-select', { config: { access: forRoles(EVENT_ROLES) } }, async (req) => {
    const session = req.session!;
    return { events: await eventsFor(app.db, session.userId, session.role!), role: session.role };
  });

  app.post(
    '/event-select',
    { config: { access: forRoles(EVENT_ROLES) }, schema: { body: eventSelectBody } },
    async (req) => {
      const session = req.session!;
      const role = session.role!;
      const [event] = await eventsFor(app.db, session.userId, role, req.body.event_id);
      if (!event) throw new ForbiddenError('eventNotAllowed');
      const team =
        role === 'player'
          ? (await teamsFor(app.db, session.userId)).find((t) => t.event_id === event.id)
          : undefined;
      await app.db.transaction(async (tx) => {
        await updateSelection(tx, session, {
          eventId: event.id,
          teamId: team?.team_id ?? null,
          battleId: null,
        });
        await recordEventRole(tx, session.userId, event.id, role);
      });
      return { message: 'eventSelected', redirect: afterEventChoice(role) };
    },
  );

  app.get('/team-select', { config: { access: forRoles(['player']) } }, async (req) => ({
    teams: await teamsFor(app.db, req.session!.userId),
  }));

  app.post(
    '/team-select',
    { config: { access: forRoles(['player']) }, schema: { body: teamSelectBody } },
    async (req) => {
      const session = req.session!;
      const team = (await teamsFor(app.db, session.userId)).find(
        (t) => t.team_id === req.body.team_id && t.event_id === req.body.event_id,
      );
      if (!team) throw new ForbiddenError('teamNotAllowed');
      await app.db.transaction(async (tx) => {
        await updateSelection(tx, session, {
          eventId: team.event_id,
          teamId: team.team_id,
          battleId: null,
        });
        await recordEventRole(tx, session.userId, team.event_id, 'player');
      });
      return { message: 'teamSelected', redirect: '/home' };
    },
  );

  app.get('/battle-select', { config: { access: forRoles(['crew'], ['event']) } }, async (req) => ({
    battles: await battlesFor(app.db, req.session!.userId, req.session!.eventId!),
  }));

  app.post(
    '/battle-select',
    { config: { access: forRoles(['crew'], ['event']) }, schema: { body: battleSelectBody } },
    async (req) => {
      const session = req.session!;
      const [battle] = await battlesFor(
        app.db,
        session.userId,
        session.eventId!,
        req.body.battle_id,
      );
      if (!battle) throw new ForbiddenError('battleNotAllowed');
      await updateSelection(app.db, session, { battleId: battle.id });
      return { message: 'battleSelected', redirect: '/home' };
    },
  );
};

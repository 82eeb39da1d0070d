/**
 * The players area's routes: GET /participants and the /home participants strip; one team's
 * players for its managers (/players, /add-players) and their changes (/update-captain,
 * /remove-player, /add-player). The team is the otherTeamId header, else the user's own team.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  addPlayerRoute,
  addPlayersRoute,
  homeParticipantsRoute,
  participantsRoute,
  playersRoute,
  removePlayerRoute,
  updateCaptainRoute,
} from '../../../shared/api/players';
import {
  createInviteLinkRoute,
  inviteLinksRoute,
  inviteRoute,
  joinRoute,
  revokeInviteLinkRoute,
} from '../../../shared/api/join';
import { eventScope } from '../../auth/eventScope';
import { HOME_LIST_LIMIT } from '../../db/listOptions';
import { route } from '../../http/route';
import { addPlayer, removePlayer, updateCaptain, type PlayerChange } from './manage';
import { addPlayersAnswer, participantsAnswer, playersAnswer } from './service';
import { inviteAnswer, join, type InviteLink } from './join';
import { createInviteLink, ownInviteLinks, revokeInviteLink } from './inviteLinks';

const linkOf = (
  headers: { assignedcompanyid: number; assignedteamid?: number },
  token: string | undefined,
): InviteLink => ({
  companyId: headers.assignedcompanyid,
  teamId: headers.assignedteamid,
  token,
});

export const playersRoutes: FastifyPluginAsync = async (app) => {
  route(app, participantsRoute, async (req) => participantsAnswer(app, eventScope(req).eventId));

  route(app, homeParticipantsRoute, async (req) =>
    participantsAnswer(app, eventScope(req).eventId, { limit: HOME_LIST_LIMIT }),
  );

  route(app, playersRoute, async (req) =>
    playersAnswer(app.db, eventScope(req), req.headers.otherteamid, app.clock.now()),
  );

  route(app, addPlayersRoute, async (req) =>
    addPlayersAnswer(app.db, eventScope(req), req.headers.otherteamid, app.clock.now()),
  );

  const change = (
    req: Pick<FastifyRequest, 'session'>,
    headerId: number | undefined,
    playerId: number,
  ): PlayerChange => ({ scope: eventScope(req), headerId, playerId, now: app.clock.now() });

  route(app, updateCaptainRoute, async (req) =>
    updateCaptain(app, change(req, req.headers.otherteamid, req.body.playerId)),
  );

  route(app, removePlayerRoute, async (req) =>
    removePlayer(app, change(req, req.headers.otherteamid, req.body.playerId)),
  );

  route(app, addPlayerRoute, async (req) =>
    addPlayer(app, change(req, req.headers.otherteamid, req.body.playerId)),
  );

  route(app, inviteRoute, async (req) =>
    inviteAnswer(
      app.db,
      req.session.userId,
      linkOf(req.headers, req.query.invite),
      app.clock.now(),
    ),
  );

  route(app, joinRoute, async (req) =>
    join(
      app,
      req.session.userId,
      linkOf(req.headers, req.body.invite),
      req.body.with_team !== false,
      app.clock.now(),
    ),
  );

  route(app, createInviteLinkRoute, async (req) =>
    createInviteLink(
      app,
      req.session.userId,
      { companyId: req.body.company_id, teamId: req.body.team_id },
      app.clock.now(),
    ),
  );

  route(app, inviteLinksRoute, async (req) =>
    ownInviteLinks(
      app,
      req.session.userId,
      { companyId: req.query.company_id, teamId: req.query.team_id },
      app.clock.now(),
    ),
  );

  route(app, revokeInviteLinkRoute, async (req) =>
    revokeInviteLink(app, req.session.userId, req.query.id, app.clock.now()),
  );
};

/**
 * The organizer console's points routes: the points table, the tiebreak order and the
 * leaderboard quarter. The writes are the scores area's (scores/organizeScoring.ts).
 */
import type { FastifyInstance } from 'fastify';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  organizerPointsMessages,
  organizerPointsTableRoute,
  organizerPointsTableSaveRoute,
  organizerQuarterPreviewRoute,
  organizerQuarterPublishRoute,
  organizerQuarterRoute,
  organizerQuarterWithdrawRoute,
  organizerTiebreakRoute,
  organizerTiebreakSaveRoute,
} from '../../../shared/api/organizerPoints';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import {
  organizerPointsTable,
  organizerQuarter,
  organizerTiebreak,
  previewQuarter,
  publishQuarter,
  savePointsTable,
  saveTiebreak,
  withdrawQuarter,
} from '../scores/organizeScoring';
import { organize, publishTold, type OrganizeDeps } from './organize';
import { consoleRead } from './consoleRead';

export function pointsRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  route(app, organizerPointsTableRoute, async (req) =>
    consoleRead(app, organizerPointsTableRoute, eventScope(req).eventId, organizerPointsTable),
  );

  route(app, organizerPointsTableSaveRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: organizerMessages.saved },
      audit: await savePointsTable(tx, scope.eventId, req.body),
    }));
  });

  route(app, organizerTiebreakRoute, async (req) =>
    consoleRead(app, organizerTiebreakRoute, eventScope(req).eventId, organizerTiebreak),
  );

  route(app, organizerTiebreakSaveRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: organizerMessages.saved },
      audit: await saveTiebreak(tx, scope.eventId, req.body.battle_ids),
    }));
  });

  route(app, organizerQuarterRoute, async (req) =>
    consoleRead(app, organizerQuarterRoute, eventScope(req).eventId, organizerQuarter),
  );

  route(app, organizerQuarterPreviewRoute, async (req) =>
    previewQuarter(app.db, eventScope(req).eventId, req.query.as_of, app.clock.now()),
  );

  route(app, organizerQuarterPublishRoute, async (req) => {
    const scope = eventScope(req);
    const told = await organize(deps, scope, async (tx) => {
      const published = await publishQuarter(tx, scope.eventId, req.body, app.clock.now());
      return { answer: published.told, audit: published.audit };
    });
    await publishTold(deps, told);
    return { message: organizerPointsMessages.quarterPublished };
  });

  route(app, organizerQuarterWithdrawRoute, async (req) => {
    const scope = eventScope(req);
    const told = await organize(deps, scope, async (tx) => {
      const withdrawn = await withdrawQuarter(tx, scope.eventId, app.clock.now());
      return { answer: withdrawn.told, audit: withdrawn.audit };
    });
    await publishTold(deps, told);
    return { message: organizerPointsMessages.quarterWithdrawn };
  });
}

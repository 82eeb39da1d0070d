/**
 * The organizer console's reveal routes (issue 41): read the reveal, start it from the published
 * quarter, step it, end it. The writes are the scores area's (scores/organizeReveal.ts); each
 * goes through `organize`, so it is audited and every big screen hears the change.
 */
import type { FastifyInstance } from 'fastify';
import {
  organizerRevealEndRoute,
  organizerRevealRoute,
  organizerRevealStartRoute,
  organizerRevealStepRoute,
  revealMessages,
} from '../../../shared/api/reveal';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { endReveal, organizerReveal, startReveal, stepReveal } from '../scores/organizeReveal';
import { organize, publishTold, type OrganizeDeps } from './organize';
import { consoleRead } from './consoleRead';

export function revealRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  route(app, organizerRevealRoute, async (req) =>
    consoleRead(app, organizerRevealRoute, eventScope(req).eventId, organizerReveal),
  );

  route(app, organizerRevealStartRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: revealMessages.started },
      audit: await startReveal(tx, scope.eventId, req.body, app.clock.now()),
    }));
  });

  route(app, organizerRevealStepRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: revealMessages.stepped },
      audit: await stepReveal(tx, scope.eventId, req.body.step, app.clock.now()),
    }));
  });

  route(app, organizerRevealEndRoute, async (req) => {
    const scope = eventScope(req);
    const told = await organize(deps, scope, async (tx) => {
      const ended = await endReveal(tx, scope.eventId, app.clock.now());
      return { answer: ended.told, audit: ended.audit };
    });
    await publishTold(deps, told);
    return { message: revealMessages.ended };
  });
}

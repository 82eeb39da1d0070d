/**
 * The organizer console's review of crew saves: the sessions awaiting review, approving one (its
 * results count from then on) and sending one back with a note. The reads and writes are the
 * crew area's (crew/organizeReview.ts, crew/service.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  organizerApproveRoute,
  organizerReviewMessages,
  organizerReviewRoute,
  organizerSendBackRoute,
} from '../../../shared/api/organizerReview';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { organizerReviewList } from '../crew/organizeReview';
import { approveSession, sendSessionBack } from '../crew/service';
import { organize, publishTold, type OrganizeDeps } from './organize';

export function reviewRoutes(app: FastifyInstance, deps: OrganizeDeps): void {
  route(app, organizerReviewRoute, async (req) => organizerReviewList(app.db, eventScope(req)));

  route(app, organizerApproveRoute, async (req) => {
    const scope = eventScope(req);
    const told = await organize(deps, scope, async (tx) => {
      const approved = await approveSession(tx, scope, req.body.score_id, app.clock.now());
      return { answer: approved.told, audit: approved.audit };
    });
    await publishTold(deps, told);
    return { message: organizerReviewMessages.approved };
  });

  route(app, organizerSendBackRoute, async (req) => {
    const scope = eventScope(req);
    return organize(deps, scope, async (tx) => ({
      answer: { message: organizerReviewMessages.sentBack },
      audit: await sendSessionBack(tx, scope, req.body.score_id, req.body.note),
    }));
  });
}

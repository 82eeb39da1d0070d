/**
 * The employees area's routes: a company's people for its admins (list, create, promote,
 * demote, remove, invite again). The company is the otherCompanyId header, else the one the
 * admin represents in the event.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  createEmployeeRoute,
  deleteEmployeeRoute,
  demoteEmployeeRoute,
  inviteEmployeeRoute,
  manageEmployeesRoute,
  promoteEmployeeRoute,
} from '../../../shared/api/employees';
import { eventScope } from '../../auth/eventScope';
import { requestHost, requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import type { Mailer } from '../../mail/mailer';
import { createEmployee, invitationDepsOf, inviteEmployeeAgain } from './invitation';
import { deleteEmployee, demoteEmployee, employeesList, promoteEmployee } from './service';

export const employeesRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, opts) => {
  const deps = invitationDepsOf(app, opts.mailer);

  route(app, manageEmployeesRoute, async (req) =>
    employeesList(app.db, eventScope(req), req.headers.othercompanyid),
  );

  route(app, createEmployeeRoute, async (req) =>
    createEmployee(deps, eventScope(req), req.headers.othercompanyid, req.body, {
      language: requestLanguage(req),
      host: requestHost(req),
    }),
  );

  route(app, promoteEmployeeRoute, async (req) =>
    promoteEmployee(deps, eventScope(req), req.headers.othercompanyid, req.body.user_id),
  );

  route(app, demoteEmployeeRoute, async (req) =>
    demoteEmployee(deps, eventScope(req), req.headers.othercompanyid, req.body.user_id),
  );

  route(app, deleteEmployeeRoute, async (req) =>
    deleteEmployee(deps, eventScope(req), req.headers.othercompanyid, req.body.user_id),
  );

  route(app, inviteEmployeeRoute, async (req) =>
    inviteEmployeeAgain(deps, eventScope(req), req.headers.othercompanyid, req.body.user_id, {
      language: requestLanguage(req),
      host: requestHost(req),
    }),
  );
};

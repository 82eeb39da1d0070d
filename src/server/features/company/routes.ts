/**
 * The company area's routes: GET /companies and the /home companies strip, one company's page,
 * and the edit form and logo of its admins.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  companiesRoute,
  companyRoute,
  deleteCompanyImageRoute,
  editCompanyReadRoute,
  editCompanyRoute,
  homeCompaniesRoute,
  uploadCompanyImageRoute,
} from '../../../shared/api/company';
import { eventScope } from '../../auth/eventScope';
import { HOME_LIST_LIMIT } from '../../db/listOptions';
import { route } from '../../http/route';
import { receiveImage, withUploads } from '../../uploads/images';
import { companiesAnswer, companyPage, editCompanyForm } from './service';
import { deleteCompanyLogo, editCompany, uploadCompanyLogo, type LogoDeps } from './manage';

/** A logo is shown at most a few hundred pixels wide; 800 keeps it sharp on dense screens. */
const LOGO_MAX_SIDE = 800;

export const companyRoutes: FastifyPluginAsync = async (app) => {
  const deps: LogoDeps = { db: app.db, changes: app.changes, dataDir: app.config.dataDir };

  route(app, companiesRoute, async (req) => companiesAnswer(app, eventScope(req).eventId));

  route(app, homeCompaniesRoute, async (req) =>
    companiesAnswer(app, eventScope(req).eventId, { limit: HOME_LIST_LIMIT }),
  );

  route(app, companyRoute, async (req) =>
    companyPage(app, eventScope(req), req.headers.othercompanyid),
  );

  route(app, editCompanyReadRoute, async (req) =>
    editCompanyForm(app.db, eventScope(req), req.headers.othercompanyid),
  );

  route(app, editCompanyRoute, async (req) =>
    editCompany(deps, eventScope(req), req.headers.othercompanyid, req.body),
  );

  await withUploads(app, (uploads) =>
    route(uploads, uploadCompanyImageRoute, async (req) =>
      uploadCompanyLogo(deps, eventScope(req), req.headers.othercompanyid, () =>
        receiveImage(req, { maxSide: LOGO_MAX_SIDE }),
      ),
    ),
  );

  route(app, deleteCompanyImageRoute, async (req) =>
    deleteCompanyLogo(deps, eventScope(req), req.headers.othercompanyid),
  );
};

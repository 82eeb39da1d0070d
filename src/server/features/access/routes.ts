/** The access area's routes (product.md §7 "Access"): register, confirm, log in and out, reset. */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  accessMessages,
  checkAuthRoute,
  confirmEmailRoute,
  forgotPasswordRoute,
  loginRoute,
  logoutRoute,
  registerRoute,
  resendConfirmationRoute,
  resetPasswordRoute,
} from '../../../shared/api/access';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../../auth/sessions';
import { requestHost, requestLanguage } from '../../http/language';
import { clearCookie, setCookie } from '../../http/cookies';
import { route } from '../../http/route';
import type { Mailer } from '../../mail/mailer';
import * as access from './service';

export const accessRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, opts) => {
  const deps: access.AccessDeps = {
    db: app.db,
    changes: app.changes,
    snapshots: app.snapshots,
    deliver: (mail) => {
      opts.mailer
        .send({ ...mail, account: true })
        .catch((err: unknown) => app.log.error({ err, to: mail.to }, 'mail failed'));
    },
    publicUrl: app.config.publicUrl,
    now: () => app.clock.now(),
  };
  const secureCookie = app.config.publicUrl.startsWith('https://');
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    setCookie(reply, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      path: '/',
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });

  route(app, registerRoute, async (req) =>
    access.register(deps, req.body, requestLanguage(req), requestHost(req)),
  );

  route(app, confirmEmailRoute, async (req) =>
    access.confirmEmail(deps, typeof req.body === 'string' ? req.body : req.body.token),
  );

  route(app, resendConfirmationRoute, async (req) =>
    access.resendConfirmation(deps, req.body, requestHost(req)),
  );

  route(app, loginRoute, async (req, reply) => {
    const result = await access.login(deps, req.body.email, req.body.password, req.session);
    setSessionCookie(reply, result.token);
    return result.redirect
      ? { message: accessMessages.loggedIn, redirect: result.redirect }
      : { message: accessMessages.loggedIn };
  });

  route(app, checkAuthRoute, async (req) => access.authStatus(req.session));

  route(app, logoutRoute, async (req, reply) => {
    const answer = await access.logout(deps, req.session);
    clearCookie(reply, SESSION_COOKIE, { path: '/' });
    return answer;
  });

  route(app, forgotPasswordRoute, async (req) =>
    access.forgotPassword(deps, req.body.email, requestHost(req)),
  );

  route(app, resetPasswordRoute, async (req) =>
    access.resetPassword(deps, req.body.reset_token, req.body.new_password),
  );
};

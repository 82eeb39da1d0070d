/** The access calls of SPEC §7: register, confirm, login, check-auth, logout, forgot, reset. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  accessMessages,
  confirmEmailBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resendConfirmationBody,
  resetPasswordBody,
} from '../../../shared/api/access';
import { signedIn } from '../../auth/access';
import { nextSelectionStep } from '../../../shared/selectionSteps';
import { endSession, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../../auth/sessions';
import { hit, limits } from '../../http/rateLimit';
import { requestHost, requestLanguage } from '../../http/language';
import type { Mailer } from '../../mail/mailer';
import * as access from './service';

export const accessRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, opts) => {
  const deps: access.AccessDeps = {
    db: app.db,
    deliver: (mail) => {
      opts.mailer
        .send(mail)
        .catch((err: unknown) => app.log.error({ err, to: mail.to }, 'mail failed'));
    },
    publicUrl: app.config.publicUrl,
    now: () => app.clock.now(),
  };
  const secureCookie = app.config.publicUrl.startsWith('https://');
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      path: '/',
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
  const isPublic = { access: 'public' as const };

  app.post('/register', { config: isPublic, schema: { body: registerBody } }, async (req) => {
    await hit(app.db, limits.registerPerIp, req.ip, app.clock.now(), app.config.rateLimitFactor);
    return access.register(deps, req.body, requestLanguage(req), requestHost(req));
  });

  app.post(
    '/confirm-email',
    { config: isPublic, schema: { body: confirmEmailBody } },
    async (req) => {
      await hit(app.db, limits.linkPerIp, req.ip, app.clock.now(), app.config.rateLimitFactor);
      const token = typeof req.body === 'string' ? req.body : req.body.token;
      return access.confirmEmail(deps, token);
    },
  );

  app.post(
    '/resend-confirmation',
    { config: isPublic, schema: { body: resendConfirmationBody } },
    async (req) => {
      await hit(app.db, limits.resendPerIp, req.ip, app.clock.now(), app.config.rateLimitFactor);
      return access.resendConfirmation(deps, req.body.email, requestHost(req));
    },
  );

  app.post('/login', { config: isPublic, schema: { body: loginBody } }, async (req, reply) => {
    const now = app.clock.now();
    await hit(app.db, limits.loginPerIp, req.ip, now, app.config.rateLimitFactor);
    await hit(
      app.db,
      limits.loginPerEmail,
      req.body.email.toLowerCase(),
      now,
      app.config.rateLimitFactor,
    );
    const result = await access.login(deps, req.body.email, req.body.password);
    // A new session id at every login; the old one ends only once the new one exists, so a
    // mistyped password in a signed-in tab signs nobody out.
    if (req.session) await endSession(app.db, req.session.idHash);
    setSessionCookie(reply, result.token);
    return result.redirect
      ? { message: accessMessages.loggedIn, redirect: result.redirect }
      : { message: accessMessages.loggedIn };
  });

  // Also answers the selection step still missing, so a signed-in visitor of /login resumes there.
  app.get('/check-auth', { config: { access: signedIn } }, async (req) => {
    const redirect = nextSelectionStep(req.session!);
    return redirect
      ? { message: accessMessages.authenticated, redirect }
      : { message: accessMessages.authenticated };
  });

  app.post('/logout', { config: isPublic }, async (req, reply) => {
    if (req.session) await endSession(app.db, req.session.idHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: accessMessages.loggedOut };
  });

  app.post(
    '/forgot-password',
    { config: isPublic, schema: { body: forgotPasswordBody } },
    async (req) => {
      await hit(app.db, limits.forgotPerIp, req.ip, app.clock.now(), app.config.rateLimitFactor);
      return access.forgotPassword(deps, req.body.email, requestHost(req));
    },
  );

  app.post(
    '/reset-password',
    { config: isPublic, schema: { body: resetPasswordBody } },
    async (req) => {
      await hit(app.db, limits.linkPerIp, req.ip, app.clock.now(), app.config.rateLimitFactor);
      return access.resetPassword(deps, req.body.reset_token, req.body.new_password);
    },
  );
};

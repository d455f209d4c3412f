import { createHmac } from 'node:crypto';
import {
  apiErrorSchema,
  authProvidersSchema,
  changePasswordResultSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginRequestSchema,
  okSchema,
  partnerAuthorizeResultSchema,
  partnerAuthorizeSchema,
  partnerClientQuerySchema,
  partnerClientSchema,
  partnerTokenResultSchema,
  partnerTokenSchema,
  registerResultSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  sessionSchema,
  verifyEmailSchema,
  z,
} from '@canvas/shared';
import type { FastifyRequest } from 'fastify';
import { type Authenticate, requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import { acceptInvitationAtSignIn } from '../canvases/team';
import { captchaSettings } from '../public/captcha';
import { deviceCookieHeader, deviceTokenUser, newDeviceToken, readDeviceCookie } from './device';
import { registerAuthJobs } from './jobs';
import { authorizePartner, describePartnerClient, exchangePartnerCode, type PartnerDeps } from './partner';
import { changePassword, forgotPassword, resetPassword } from './password';
import { register, resendVerification, verifyEmail } from './registration';
import {
  type AuthDeps,
  authenticate,
  authenticateChat,
  login,
  logout,
  logoutEverywhere,
  type SignInGuard,
} from './service';
import { finishSocialSignIn, loginWithTicket, type SocialDeps, startSocialSignIn } from './social';

const providerParams = z.object({ provider: z.enum(['google', 'facebook']) });

export function authDeps(app: Parameters<RouteModule>[0]): AuthDeps {
  const { database, signer, config, email, jobs } = app.deps;
  return {
    db: database.db,
    signer,
    loginLimits: config.loginLimits,
    email,
    jobs,
    emailLimits: config.emailLimits,
    publicUrl: config.publicUrl,
  };
}

/** The bearer-token check that lib/auth-plugin runs on every request, bound to this app's deps. */
export function authenticator(app: Parameters<RouteModule>[0]): Authenticate {
  const deps = authDeps(app);
  return (token) => authenticate(deps, token);
}

/** The chat socket's token check (lib/realtime/socket-hub), bound to this app's deps. */
export function chatAuthenticator(app: Parameters<RouteModule>[0]): Authenticate {
  const deps = authDeps(app);
  return (token) => authenticateChat(deps, token);
}

export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export const authRoutes: RouteModule = (app) => {
  const deps = authDeps(app);
  const socialDeps: SocialDeps = { ...deps, social: app.deps.config.social };
  const { jwtSecret, captcha } = app.deps.config;
  const signInGuard: SignInGuard = { captcha: captchaSettings(jwtSecret, captcha) };
  const deviceSecret = createHmac('sha256', jwtSecret).update('device-cookie').digest('hex');
  const partnerDeps: PartnerDeps = { ...deps, partnerClients: app.deps.config.partnerClients };
  registerAuthJobs(deps);

  // OAuth clients post the token request as a form (RFC 6749 §4.1.3).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  typed(app).post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password, or with the ticket of a Google or Facebook sign-in',
        body: loginRequestSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const client = {
        ...clientInfo(request),
        deviceUserId: deviceTokenUser(deviceSecret, readDeviceCookie(request.headers.cookie)),
      };
      const session =
        body.platformType === 'internal'
          ? await login(deps, body, client, signInGuard)
          : await loginWithTicket(socialDeps, body, client);
      // A staff invitation followed before signing in (spec 1 §7 invitationCode): accepted now,
      // never at the cost of the sign-in itself.
      if (body.platformType === 'internal' && body.invitationCode) {
        const outcome = await acceptInvitationAtSignIn(deps.db, session.user.id, body.invitationCode);
        if (!outcome.accepted)
          request.log.info({ reason: outcome.reason }, 'invitation not accepted at sign-in');
      }
      const token = newDeviceToken(deviceSecret, session.user.id);
      reply.header('set-cookie', deviceCookieHeader(token, request.protocol === 'https'));
      return session;
    },
  );

  typed(app).get(
    '/api/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Social sign-in providers that are configured',
        response: { 200: authProvidersSchema },
      },
    },
    () => ({ google: socialDeps.social.google !== null, facebook: socialDeps.social.facebook !== null }),
  );

  typed(app).get(
    '/api/auth/oauth/:provider/start',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Start a Google or Facebook sign-in (redirects to the provider)',
        params: providerParams,
        querystring: z.object({ from: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) =>
      reply.redirect(await startSocialSignIn(socialDeps, request.params.provider, request.query.from)),
  );

  typed(app).get(
    '/api/auth/oauth/:provider/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Where the provider returns; redirects to the sign-in page with a one-time ticket',
        params: providerParams,
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(500).optional(),
          error: z.string().max(500).optional(),
        }),
      },
    },
    async (request, reply) =>
      reply.redirect(
        await finishSocialSignIn(socialDeps, request.params.provider, request.query, (error) =>
          request.log.warn({ err: error }, 'social sign-in failed'),
        ),
      ),
  );

  typed(app).get(
    '/api/oauth/client',
    {
      config: { access: 'public' },
      schema: {
        tags: ['oauth'],
        summary: 'The registered partner for a redirect URI (or Login failed)',
        querystring: partnerClientQuerySchema,
        response: { 200: partnerClientSchema, ...errors },
      },
    },
    (request) => describePartnerClient(partnerDeps, request.query),
  );

  typed(app).post(
    '/api/oauth/authorize',
    {
      config: { access: 'public' },
      schema: {
        tags: ['oauth'],
        summary: 'Sign in for a registered partner: answers a one-time code and where to send the browser',
        body: partnerAuthorizeSchema,
        response: { 200: partnerAuthorizeResultSchema, ...errors },
      },
    },
    (request) => authorizePartner(partnerDeps, request.body, request.auth?.user ?? null, clientInfo(request)),
  );

  typed(app).post(
    '/api/oauth/token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['oauth'],
        summary: "A partner's server exchanges the code for an access token",
        body: partnerTokenSchema,
        response: { 200: partnerTokenResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return exchangePartnerCode(partnerDeps, request.body, clientInfo(request));
    },
  );

  typed(app).post(
    '/api/auth/logout',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: 'Revoke the current access token', response: { 200: okSchema } },
    },
    async (request) => {
      await logout(deps, requireAuth(request).sessionId);
      return { ok: true as const };
    },
  );

  typed(app).post(
    '/api/auth/logout-everywhere',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke every access token of the signed-in user (this one too): sign out everywhere',
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await logoutEverywhere(deps, requireAuth(request).user.id);
      return { ok: true as const };
    },
  );

  typed(app).post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (unverified) and email a verification link',
        body: registerSchema,
        response: { 200: registerResultSchema, ...errors },
      },
    },
    (request) => register(deps, request.body, clientInfo(request)),
  );

  typed(app).post(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the link token; signs the user in',
        body: verifyEmailSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    (request) => verifyEmail(deps, request.body.token, clientInfo(request)),
  );

  typed(app).post(
    '/api/auth/resend-verification',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Email a new verification link (same answer for any address)',
        body: resendVerificationSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await resendVerification(deps, request.body.email, clientInfo(request));
      return { ok: true as const };
    },
  );

  typed(app).post(
    '/api/user/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (same answer for any address)',
        body: forgotPasswordSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await forgotPassword(deps, request.body.email, clientInfo(request));
      return { ok: true as const };
    },
  );

  typed(app).put(
    '/api/user/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset link token; signs the user in',
        body: resetPasswordSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    (request) => resetPassword(deps, request.body, clientInfo(request)),
  );

  typed(app).put(
    '/api/user/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password; revokes every session and answers a new access_token',
        body: changePasswordSchema,
        response: { 200: changePasswordResultSchema, ...errors },
      },
    },
    (request) => changePassword(deps, requireAuth(request), request.body, clientInfo(request)),
  );
};

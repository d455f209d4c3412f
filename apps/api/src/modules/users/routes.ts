import {
  AVATAR_MAX_MB,
  apiErrorSchema,
  chatTokenSchema,
  codeVerifySchema,
  confirmEmailSchema,
  dashboardWelcomeSchema,
  editorWelcomeSchema,
  isAdminRole,
  isSalonCentricResultSchema,
  messages,
  sendSmsSchema,
  successSchema,
  type User,
  updateUserInfoSchema,
  userCountSchema,
  userResultSchema,
  userSchema,
} from '@canvas/shared';
import { type AuthContext, requireAuth } from '../../lib/auth-plugin';
import { AppError } from '../../lib/errors';
import { type RouteModule, typed } from '../../lib/zod-app';
import { issueChatToken, withChatToken } from './chat-token';
import { isRetailPartnerAccount } from './retail-partner';
import {
  confirmEmailChange,
  getUserCount,
  getUserInfo,
  markDashboardWelcomed,
  markEditorWelcomed,
  sendPhoneCode,
  type UsersDeps,
  updateUserInfo,
  uploadAvatar,
  verifyPhoneCode,
} from './service';

/** The avatar arrives as the raw image bytes with the image's type (the browser sends the File). */
const AVATAR_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/octet-stream',
];

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export const userRoutes: RouteModule = (app) => {
  const { database, email, sms, storage, config, signer } = app.deps;
  const { db } = database;
  const deps: UsersDeps = {
    db,
    email,
    sms,
    storage,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    smsWindowMinutes: config.loginLimits.windowMinutes,
    emailRequestsPerIp: config.emailLimits.requestsPerIp,
  };

  /** Spec 1 §7: every answer of the signed-in user carries a fresh chat token of its session. */
  const answer = (auth: AuthContext, user: User) =>
    withChatToken(signer, { userId: auth.user.id, sessionId: auth.sessionId }, user);

  // Scoped to this module: only the avatar route reads binary bodies.
  app.addContentTypeParser(AVATAR_CONTENT_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  typed(app).put(
    '/api/user/avatar',
    {
      config: { access: 'user' },
      // Twice the limit, so a slightly larger file gets the spec's message rather than a bare 413.
      bodyLimit: AVATAR_MAX_MB * 2 * 1024 * 1024,
      schema: {
        tags: ['users'],
        summary: 'Upload a new avatar (JPG, PNG, GIF or WebP bytes as the body)',
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body))
        throw new AppError('badRequest', messages.avatarTypeInvalid, { field: 'file' });
      const auth = requireAuth(request);
      return answer(auth, await uploadAvatar(deps, auth.user.id, body));
    },
  );

  typed(app).get(
    '/api/user/info',
    {
      config: { access: 'user' },
      schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: userSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      return answer(auth, await getUserInfo(deps, auth.user.id));
    },
  );

  typed(app).post(
    '/api/user/check-user-chat',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary:
          "A fresh token for the chat socket (an hour, this session's): the web asks when the socket refuses an expired one",
        response: { 200: chatTokenSchema, 401: apiErrorSchema },
      },
    },
    (request) => {
      const auth = requireAuth(request);
      return issueChatToken(signer, { userId: auth.user.id, sessionId: auth.sessionId });
    },
  );

  typed(app).put(
    '/api/user/info',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: "Update the signed-in user's profile (a new email is confirmed through a link sent to it)",
        body: updateUserInfoSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return answer(
        auth,
        await updateUserInfo(deps, auth, request.body, config.loginLimits.windowMinutes, request.ip),
      );
    },
  );

  typed(app).post(
    '/api/user/confirm-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Apply an email change with the link sent to the new address',
        body: confirmEmailSchema,
        response: { 200: userResultSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, user: await confirmEmailChange(deps, request.body.token) }),
  );

  typed(app).post(
    '/api/user/send-sms',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Text a verification code to a phone number',
        body: sendSmsSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await sendPhoneCode(deps, requireAuth(request).user.id, request.body.phone);
      return { success: true as const };
    },
  );

  typed(app).post(
    '/api/user/code-verify',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Check a phone verification code; the number becomes verified',
        body: codeVerifySchema,
        response: { 200: userResultSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { phone, code } = request.body;
      return {
        success: true as const,
        user: await answer(auth, await verifyPhoneCode(deps, auth.user.id, phone, code)),
      };
    },
  );

  typed(app).get(
    '/api/user/is-salon-centric',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary:
          'Whether the signed-in user may see and set the retail-partner account number (signed up from the retail partner, or an admin)',
        response: { 200: isSalonCentricResultSchema, 401: apiErrorSchema },
      },
    },
    (request) => {
      const { user } = requireAuth(request);
      return isRetailPartnerAccount(
        user,
        isAdminRole({ value: user.roleValue, isSuperAdmin: user.isSuperAdmin }),
      );
    },
  );

  typed(app).post(
    '/api/user/dashboard-welcomed',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: "Close My Dashboard's welcome overlay for good (user info dashboardWelcome becomes false)",
        response: { 200: dashboardWelcomeSchema },
      },
    },
    (request) => markDashboardWelcomed(db, requireAuth(request).user.id),
  );

  typed(app).post(
    '/api/user/editor-welcomed',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: "Close the canvas editor's welcome overlay for good (user info editorWelcome becomes false)",
        response: { 200: editorWelcomeSchema },
      },
    },
    (request) => markEditorWelcomed(db, requireAuth(request).user.id),
  );

  typed(app).get(
    '/api/user/count',
    {
      config: { access: 'public' },
      schema: { tags: ['users'], summary: 'Number of members', response: { 200: userCountSchema } },
    },
    async () => ({ count: await getUserCount(db) }),
  );
};

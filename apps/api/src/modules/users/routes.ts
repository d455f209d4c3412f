import { updateUserInfoSchema, userCountSchema, userSchema } from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import { getUserCount, getUserInfo, updateUserInfo } from './service';

export const userRoutes: RouteModule = (app) => {
  const { db } = app.deps.database;

  typed(app).get(
    '/api/user/info',
    {
      config: { access: 'user' },
      schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: userSchema } },
    },
    (request) => getUserInfo(db, requireAuth(request).user.id),
  );

  typed(app).put(
    '/api/user/info',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: "Update the signed-in user's profile",
        body: updateUserInfoSchema,
        response: { 200: userSchema },
      },
    },
    (request) => updateUserInfo(db, requireAuth(request).user.id, request.body),
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

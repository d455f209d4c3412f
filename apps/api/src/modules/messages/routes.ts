import { apiErrorSchema, messageEmailResultSchema, messageEmailSchema } from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import { type MessageDeps, sendMessage } from './service';

export const messageRoutes: RouteModule = (app) => {
  const { database, email, config } = app.deps;
  const deps: MessageDeps = {
    db: database.db,
    email,
    publicUrl: config.publicUrl,
    // Read at each use: server.ts attaches the Socket.IO hub after the routes are registered.
    get realtime() {
      return app.deps.realtime;
    },
  };

  typed(app).post(
    '/api/user/msg-email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['messages'],
        summary:
          "Message a canvas's owner (msg_to_member), an opportunity's applicants (msg_to_applicants), its poster (msg_to_job_poster) or a canvas's team (msg_to_team): written into the conversation with each recipient and emailed",
        body: messageEmailSchema,
        response: {
          200: messageEmailResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    (request) => sendMessage(deps, requireAuth(request).user, request.body),
  );
};

import { apiErrorSchema, deleteAccountSchema, successSchema } from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import { removeUnusedFiles } from '../canvases/service';
import { ACCOUNT_FILES_JOB, type AccountFilesPayload, deleteAccount } from './service';

/**
 * Deleting an account (issue 26). Its own module rather than part of users: it reaches into
 * canvases and media, which themselves read users, and modules may not import in a cycle.
 */
export const accountDeletionRoutes: RouteModule = (app) => {
  const { database, email, jobs, storage, config } = app.deps;
  const deps = {
    db: database.db,
    email,
    jobs,
    storage,
    publicUrl: config.publicUrl,
    windowMinutes: config.loginLimits.windowMinutes,
  };

  jobs.register<AccountFilesPayload>(ACCOUNT_FILES_JOB, async ({ keys }) => {
    await removeUnusedFiles(
      {
        db: database.db,
        storage,
        onError: (error, key) => app.log.warn({ err: error, key }, 'a deleted account file was left behind'),
      },
      keys,
    );
  });

  typed(app).post(
    '/api/user/delete-account',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary:
          'Delete the signed-in account for good (its canvases, media, bookmarks, applications, notifications and sessions), confirmed with the current password',
        body: deleteAccountSchema,
        response: {
          200: successSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await deleteAccount(deps, requireAuth(request), request.body.currentPassword);
      return { success: true as const };
    },
  );
};

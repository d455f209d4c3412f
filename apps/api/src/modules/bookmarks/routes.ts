import { apiErrorSchema, bookmarkParams, bookmarkResultSchema } from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import { readerOf } from '../canvases/service';
import { setBookmark } from './service';

export const bookmarkRoutes: RouteModule = (app) => {
  const { db } = app.deps.database;

  typed(app).put(
    '/api/bookmark/canvas/:id/:action',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookmarks'],
        summary: 'Bookmark (add) or un-bookmark (remove) a canvas the caller can see',
        params: bookmarkParams,
        response: {
          200: bookmarkResultSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    (request) =>
      setBookmark(db, readerOf(requireAuth(request).user), request.params.id, request.params.action),
  );
};

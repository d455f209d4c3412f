import {
  apiErrorSchema,
  createCanvasResultSchema,
  myAskedQuerySchema,
  myAskedResultSchema,
  myPostedSchema,
  opportunityApplyResultSchema,
  opportunityApplySchema,
  opportunityBookmarkParams,
  opportunityBookmarkResultSchema,
  opportunityBookmarkSchema,
  opportunityCanvasParam,
  opportunityIdParam,
  opportunityInputSchema,
  opportunityListSchema,
  opportunityRefParam,
  opportunitySchema,
  opportunityStatusSchema,
  opportunityUpdateSchema,
  opportunityViewDetailsSchema,
  opportunityViewResultSchema,
  opportunityViewSchema,
  opportunityWithdrawSchema,
  successSchema,
} from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import { readCacheOf, sendJsonRead, sendUncachedJsonRead, serializeJson } from '../../lib/read-cache';
import { type RouteModule, typed } from '../../lib/zod-app';
import { PUBLIC_OPPORTUNITY_READS, readPublicOpportunity } from './public-read';
import {
  type ApplicationDeps,
  addView,
  adminRemoveOpportunity,
  apply,
  createOpportunity,
  getOpportunity,
  listBelongTo,
  listMyApplications,
  listMyPosted,
  listSimilarOpportunities,
  removeOpportunity,
  setOpportunityBookmark,
  setOpportunityStatus,
  updateOpportunityDocument,
  viewDetails,
  withdraw,
} from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const tags = ['opportunities'];

export const opportunityRoutes: RouteModule = (app) => {
  const { database, storage, email, jobs, config } = app.deps;
  const deps: ApplicationDeps = {
    db: database.db,
    storage,
    email,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    jobs,
  };
  // Visitors' answers by opportunity and version, per process (decision 034).
  const publicReads = readCacheOf(app.deps, PUBLIC_OPPORTUNITY_READS, {
    writeCount: app.deps.database.writeCount,
  });

  typed(app).post(
    '/api/opportunity',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Post an opportunity for a business or school canvas the caller may edit; a public one needs the required fields and the job quota',
        body: opportunityInputSchema,
        response: { 200: createCanvasResultSchema, ...errors },
      },
    },
    (request) => createOpportunity(deps, requireAuth(request).user, request.body),
  );

  typed(app).put(
    '/api/opportunity',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Save an opportunity (its poster canvas editors); a public one keeps the publishing rules',
        body: opportunityUpdateSchema,
        response: { 200: opportunitySchema, ...errors },
      },
    },
    (request) => updateOpportunityDocument(deps, requireAuth(request).user, request.body),
  );

  typed(app).put(
    '/api/opportunity/status',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Set an opportunity public or private; public needs the required fields, an unexpired date and quota',
        body: opportunityStatusSchema,
        response: { 200: opportunitySchema, ...errors },
      },
    },
    (request) => setOpportunityStatus(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/opportunity/addview',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Count a view of a public opportunity: once per visitor and day, bots not counted',
        body: opportunityViewSchema,
        response: { 200: opportunityViewResultSchema, ...errors },
      },
    },
    (request) =>
      addView(deps, request.auth?.user ?? null, request.body.id, {
        ip: request.ip,
        agent: request.headers['user-agent'],
      }),
  );

  typed(app).get(
    '/api/opportunity/opp-view-details/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Views of an opportunity per day, week and month (its poster canvas editors)',
        params: opportunityIdParam,
        response: { 200: opportunityViewDetailsSchema, ...errors },
      },
    },
    (request) => viewDetails(deps, requireAuth(request).user, request.params.id),
  );

  typed(app).post(
    '/api/opportunity/apply',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Apply to a public opportunity with a student or professional canvas (once)',
        body: opportunityApplySchema,
        response: { 200: opportunityApplyResultSchema, ...errors },
      },
    },
    (request) => apply(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/opportunity/withdraw',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Withdraw the caller's own application; the poster is emailed the message",
        body: opportunityWithdrawSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    (request) => withdraw(deps, requireAuth(request).user, request.body),
  );

  typed(app).get(
    '/api/opportunity/my/asked',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The opportunities the caller applied to (optionally with one canvas), newest first',
        querystring: myAskedQuerySchema,
        response: { 200: myAskedResultSchema, ...errors },
      },
    },
    (request) => listMyApplications(deps, requireAuth(request).user, request.query.canvas_id),
  );

  typed(app).post(
    '/api/opportunity/my/posted',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A canvas's posted opportunities by location, keyword and status tab (its editors)",
        body: myPostedSchema,
        response: { 200: opportunityListSchema, ...errors },
      },
    },
    (request) => listMyPosted(deps, requireAuth(request).user, request.body),
  );

  typed(app).get(
    '/api/opportunity/belongto/:canvasId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A canvas's public, unexpired opportunities (its Current Opportunities)",
        params: opportunityCanvasParam,
        response: { 200: opportunityListSchema, ...errors },
      },
    },
    (request) => listBelongTo(deps, request.auth?.user ?? null, request.params.canvasId),
  );

  typed(app).get(
    '/api/opportunity/similar/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Public, unexpired opportunities like this one (same category or job title), newest first; 404 when this one is not readable',
        params: opportunityIdParam,
        response: { 200: opportunityListSchema, ...errors },
      },
    },
    (request) => listSimilarOpportunities(deps, request.auth?.user ?? null, request.params.id),
  );

  typed(app).get(
    '/api/opportunity/:idOrSlug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'An opportunity by id or slug: public, unexpired ones for everyone, the rest only for its editors and admins',
        params: opportunityRefParam,
        response: { 200: opportunitySchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.auth?.user;
      if (user)
        return sendUncachedJsonRead(
          request,
          reply,
          await getOpportunity(deps, user, request.params.idOrSlug),
        );
      const answer = await readPublicOpportunity(deps, publicReads, request.params.idOrSlug, (opportunity) =>
        serializeJson(reply, opportunity),
      );
      return sendJsonRead(request, reply, answer);
    },
  );

  typed(app).delete(
    '/api/opportunity/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete an opportunity (its poster canvas editors)',
        params: opportunityIdParam,
        response: { 200: successSchema, ...errors },
      },
    },
    (request) => removeOpportunity(deps, requireAuth(request).user, request.params.id),
  );

  typed(app).delete(
    '/api/opportunity/remove/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Remove any opportunity with its applications, views and bookmarks (platform admins); 404 for an unknown id',
        params: opportunityIdParam,
        response: { 200: successSchema, ...errors },
      },
    },
    (request) => adminRemoveOpportunity(deps, request.params.id),
  );

  typed(app).put(
    '/api/bookmark/opportunity/:id/:action',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookmarks'],
        summary:
          'Bookmark (add, with an optional note) or un-bookmark (remove) an opportunity the caller can see',
        params: opportunityBookmarkParams,
        body: opportunityBookmarkSchema,
        response: { 200: opportunityBookmarkResultSchema, ...errors },
      },
    },
    (request) =>
      setOpportunityBookmark(
        deps,
        requireAuth(request).user,
        request.params.id,
        request.params.action,
        request.body.note ?? '',
      ),
  );
};

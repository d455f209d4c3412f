import {
  addEmployeeResultSchema,
  addEmployeeSchema,
  addScSalonIdSchema,
  apiErrorSchema,
  invitationQuerySchema,
  invitationSchema,
  successSchema,
} from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import { canvasDeps } from './routes';
import { addEmployees, openInvitation, setScSalonId, type TeamDeps } from './team';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/** Staff of business and school canvases (team.ts): invitations, the invitation link, the account number. */
export const canvasTeamRoutes: RouteModule = (app) => {
  const deps: TeamDeps = { ...canvasDeps(app), jobs: app.deps.jobs };

  typed(app).post(
    '/api/canvas/school/add-employee',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary:
          'Invite staff by email to a location of a business or school canvas (owner, admin or a member who may edit); emails a one-time link',
        body: addEmployeeSchema,
        response: { 200: addEmployeeResultSchema, ...errors },
      },
    },
    (request) => addEmployees(deps, requireAuth(request).user, request.body),
  );

  typed(app).get(
    '/api/canvas/school/invited',
    {
      config: { access: 'public' },
      schema: {
        tags: ['canvases'],
        summary:
          'An invitation link: shown to visitors; the invited person, signed in with the invited email, is attached to the location',
        querystring: invitationQuerySchema,
        response: { 200: invitationSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => openInvitation(deps.db, request.auth?.user ?? null, request.query.code),
  );

  typed(app).post(
    '/api/canvas/add-sc-salon-id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary:
          "Store a canvas's retail-partner account number (editors of the canvas with a retail-partner account, or admins)",
        body: addScSalonIdSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await setScSalonId(deps, requireAuth(request).user, request.body.canvasId, request.body.scSalonId);
      return { success: true as const };
    },
  );
};

import {
  addEmployeeResultSchema,
  addEmployeeSchema,
  addScSalonIdSchema,
  apiErrorSchema,
  employeeHideSchema,
  employeeRoleSchema,
  invitationQuerySchema,
  invitationSchema,
  removeEmployeeQuerySchema,
  successSchema,
  teamChangeResultSchema,
  teamEmployeesQuerySchema,
  teamEmployeesSchema,
  userSearchResultSchema,
  userSearchSchema,
} from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import { canvasDeps } from './routes';
import { addEmployees, openInvitation, setScSalonId, type TeamDeps } from './team';
import { changeEmployeeHidden, changeEmployeeRole, listTeam, removeEmployee } from './team-members';
import { searchUsers } from './user-search';

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

  typed(app).post(
    '/api/canvas/school/employees',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary:
          "My Team: the staff of every location of a business or school canvas, accepted and pending, a page at a time (the canvas's owner, Admin members, editors and platform admins; a school's other staff see accepted members only)",
        body: teamEmployeesQuerySchema,
        response: { 200: teamEmployeesSchema, ...errors },
      },
    },
    (request) => listTeam(deps.db, requireAuth(request).user, request.body),
  );

  typed(app).put(
    '/api/canvas/school/employee-role',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary:
          "Give a member of a location another role (the canvas's owner, Admin members and platform admins); `self` when it was the caller's own",
        body: employeeRoleSchema,
        response: { 200: teamChangeResultSchema, ...errors },
      },
    },
    (request) => changeEmployeeRole(deps.db, requireAuth(request).user, request.body),
  );

  typed(app).delete(
    '/api/canvas/school/remove-empoyee',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary:
          "Remove a member from a location, or revoke a pending invitation (the canvas's owner, Admin members and platform admins)",
        querystring: removeEmployeeQuerySchema,
        response: { 200: teamChangeResultSchema, ...errors },
      },
    },
    (request) => removeEmployee(deps.db, requireAuth(request).user, request.query),
  );

  typed(app).post(
    '/api/canvas/school/employee-change-hide',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary:
          "Hide a pending invitee from My Team, or show it again (the canvas's owner, Admin members and platform admins)",
        body: employeeHideSchema,
        response: { 200: teamChangeResultSchema, ...errors },
      },
    },
    (request) => changeEmployeeHidden(deps.db, requireAuth(request).user, request.body),
  );

  typed(app).put(
    '/api/user/search',
    {
      config: { access: 'user' },
      schema: {
        tags: ['canvases'],
        summary:
          'The coworker picker: verified accounts by name (no email) or by their exact email; tactics are [shortest keyword, most results], default [4,20]',
        body: userSearchSchema,
        response: { 200: userSearchResultSchema, ...errors },
      },
    },
    (request) => searchUsers(deps.db, requireAuth(request).user, request.body),
  );
};

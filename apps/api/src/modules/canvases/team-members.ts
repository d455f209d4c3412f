import {
  type CanvasLocation,
  type CanvasMember,
  type employeeHideSchema,
  type employeeRoleSchema,
  memberRolesOf,
  messages,
  permissionOfRole,
  type removeEmployeeQuerySchema,
  type TeamChangeResult,
  type TeamEmployees,
  type TeamMember,
  type teamEmployeesQuerySchema,
  teamRoleName,
  type z,
} from '@canvas/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  canEditCanvas,
  isPersonType,
  mayManageMembers,
  type Reader,
  readerMembership,
  rowToDocument,
} from './document';
import { type CanvasRecord, updateCanvas } from './queries';
import { canvasNotFound, findReadableCanvas, readerOf } from './service';
import {
  lockLiveCanvas,
  openInvitationsOf,
  publicPortfoliosOf,
  setInvitationHidden,
  syncCanvasStaff,
  teamMemberAccounts,
} from './team-queries';

/**
 * My Team (spec 3 "My Team", §3 Team member, §4 team invitation, §6): the staff of every location
 * of a business or school canvas as one list, and the managers' changes to it. The document's
 * `detail.locations[].members` stays the source of truth: a role change or removal rewrites it
 * and canvas_members / canvas_invitations (syncCanvasStaff) in one transaction, under the
 * canvas's row lock.
 */

type TeamAccess = 'manage' | 'edit' | 'view';

/**
 * Who sees the team: the owner, Admin members and platform admins manage it; other editors
 * (teachers) see it whole and may invite; a school's view-only staff see the accepted members
 * without their contact details. A business's Non-admin members are refused (spec 3 §6: they do
 * not see My Team), outsiders too; 404 when the canvas is not theirs to see at all.
 */
async function teamCanvas(db: Db, user: UserRow, canvasId: number, business: boolean) {
  const reader = readerOf(user);
  const found = await findReadableCanvas(db, reader, canvasId);
  const { canvas } = found;
  if (isPersonType(canvas.type)) {
    throw new AppError('badRequest', messages.teamNotStaffCanvas, { field: 'canvasId' });
  }
  const membership = readerMembership(found, reader);
  const access: TeamAccess | null = mayManageMembers(reader, canvas, membership)
    ? 'manage'
    : canEditCanvas(reader, canvas, membership)
      ? 'edit'
      : membership && canvas.type === 'school'
        ? 'view'
        : null;
  if (!access) throw new AppError('forbidden');
  assertBusinessFlag(canvas, business);
  return { canvas, access, reader };
}

/** The spec's `business` flag must match the canvas (a client mixing up its canvases is told so). */
function assertBusinessFlag(canvas: Pick<CanvasRecord, 'type'>, business: boolean) {
  if (business !== (canvas.type === 'business')) {
    throw new AppError(
      'badRequest',
      `This is a ${canvas.type} canvas: send business ${canvas.type === 'business'}.`,
      {
        field: 'business',
      },
    );
  }
}

async function managedCanvas(db: Db, user: UserRow, canvasId: number, business: boolean) {
  const team = await teamCanvas(db, user, canvasId, business);
  if (team.access !== 'manage') throw new AppError('forbidden');
  return team;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The sort key of a row for a column; blanks sort last whichever the direction. */
function sortValue(member: TeamMember, sortBy: z.output<typeof teamEmployeesQuerySchema>['sortBy']) {
  switch (sortBy) {
    case 'name':
      return `${member.firstName} ${member.lastName}`.trim() || (member.email ?? '');
    case 'phoneNumber':
      return member.phoneNumber ?? '';
    case 'city':
      return member.location.city;
    case 'joinDate':
      return member.joinDate ?? '';
    case 'role':
      return member.roleName;
  }
}

function matchesKeyword(member: TeamMember, keyword: string) {
  if (!keyword) return true;
  const haystack = [`${member.firstName} ${member.lastName}`, member.email ?? ''].join('\n').toLowerCase();
  return haystack.includes(keyword.toLowerCase());
}

/**
 * `POST /api/canvas/school/employees` (spec 3 §7): the members of every location, accepted ones
 * from canvas_members (with their accounts' names, phones and join dates) and pending invitees
 * from the document and canvas_invitations (`pending`, hidden ones only with `showHidden`),
 * filtered by keyword (name or email) and role, sorted, one page. Readers who only view get the
 * accepted members without email or phone.
 */
export async function listTeam(
  db: Db,
  user: UserRow,
  input: z.output<typeof teamEmployeesQuerySchema>,
): Promise<TeamEmployees> {
  const { canvas, access, reader } = await teamCanvas(db, user, input.canvasId, input.business);
  const business = canvas.type === 'business';
  const [accounts, invitations] = await Promise.all([
    teamMemberAccounts(db, canvas.id),
    openInvitationsOf(db, canvas.id),
  ]);
  const accountOf = new Map(accounts.map((row) => [`${row.locationUuid}\n${row.userId}`, row]));
  const hiddenOf = new Map(invitations.map((row) => [`${row.locationUuid}\n${row.email}`, row.hidden]));
  const portfolios = await publicPortfoliosOf(db, [...new Set(accounts.map((row) => row.userId))]);
  const contacts = access !== 'view';

  const { locations } = rowToDocument(canvas).detail;
  const rows = locations.flatMap((location) =>
    location.members.flatMap((member): TeamMember[] => {
      const base = {
        memberId: member.uuid,
        role: member.role,
        roleName: teamRoleName(member.role, business),
        memberLocationId: location.uuid,
        location: { city: location.city, address: location.address },
      };
      if (member.memberUserId === null) {
        const email = member.email?.toLowerCase() ?? '';
        const hided = hiddenOf.get(`${location.uuid}\n${email}`) ?? false;
        if (!contacts || (hided && !input.showHidden)) return [];
        return [
          {
            ...base,
            userId: null,
            firstName: '',
            lastName: '',
            email,
            canvasId: null,
            canvasSlug: null,
            pending: true,
            phoneNumber: null,
            joinDate: null,
            hided,
            isSelf: false,
          },
        ];
      }
      const account = accountOf.get(`${location.uuid}\n${member.memberUserId}`);
      // The projection is written with the document; a member it lacks is mid-change.
      if (!account) return [];
      const portfolio = portfolios.get(account.userId);
      return [
        {
          ...base,
          userId: account.userId,
          firstName: account.firstName,
          lastName: account.lastName,
          email: contacts ? account.email : null,
          canvasId: portfolio?.id ?? null,
          canvasSlug: portfolio?.slug ?? null,
          pending: false,
          phoneNumber: contacts ? account.phone : null,
          joinDate: account.joinedAt.toISOString(),
          hided: false,
          isSelf: account.userId === reader.userId,
        },
      ];
    }),
  );
  const direction = input.order === 'asc' ? 1 : -1;
  const matching = rows
    .filter((row) => matchesKeyword(row, input.keyword))
    .filter((row) => input.role === null || row.role === input.role)
    .sort((a, b) => {
      const left = sortValue(a, input.sortBy);
      const right = sortValue(b, input.sortBy);
      if (!left !== !right) return left ? -1 : 1;
      return collator.compare(left, right) * direction || collator.compare(a.memberId, b.memberId);
    });
  const start = (input.page - 1) * input.size;
  return {
    list: matching.slice(start, start + input.size),
    count: matching.length,
    locations: locations.map(({ uuid, address, city }) => ({ uuid, address, city })),
    canManage: access === 'manage',
    canInvite: access !== 'view',
  };
}

const memberMissing = () => new AppError('notFound', messages.teamMemberMissing);

/**
 * Applies `change` to one member (by location and member uuid) of the locked canvas, then writes
 * the document and the projection together. Answers whether it was the caller's own membership.
 */
async function changeMember(
  db: Db,
  reader: Reader,
  canvasId: number,
  locationId: string,
  memberId: string,
  change: (members: CanvasMember[], member: CanvasMember) => CanvasMember[],
): Promise<TeamChangeResult> {
  return db.transaction(async (tx) => {
    const canvas = await lockLiveCanvas(tx, canvasId);
    if (!canvas) throw canvasNotFound();
    const locations: CanvasLocation[] = structuredClone(canvas.detail.locations);
    const location = locations.find((item) => item.uuid === locationId);
    const member = location?.members.find((item) => item.uuid === memberId);
    if (!location || !member) throw memberMissing();
    location.members = change(location.members, member);
    await updateCanvas(tx, canvas.id, { detail: { ...canvas.detail, locations } });
    await syncCanvasStaff(tx, canvas.id, locations);
    return { success: true as const, self: member.memberUserId === reader.userId };
  });
}

/**
 * `PUT /api/canvas/school/employee-role` (spec 3 §7): a manager gives a member (accepted or
 * pending) another role of the canvas type; the permission follows the role. Changing your own
 * role answers `self` (an Admin who steps down loses My Team's management).
 */
export async function changeEmployeeRole(
  db: Db,
  user: UserRow,
  input: z.output<typeof employeeRoleSchema>,
): Promise<TeamChangeResult> {
  const { canvas, reader } = await managedCanvas(db, user, input.canvasId, input.business);
  if (!memberRolesOf(canvas.type).includes(input.role)) {
    throw new AppError('badRequest', messages.memberRoleNotOffered, { field: 'role' });
  }
  return changeMember(db, reader, canvas.id, input.locationId, input.employeeId, (members, member) =>
    members.map((item) =>
      item === member
        ? { ...item, role: input.role, permission: { permission: permissionOfRole(input.role) } }
        : item,
    ),
  );
}

/**
 * `DELETE /api/canvas/school/remove-empoyee` (spec 3 §7, its spelling): a manager removes a member
 * from a location; an accepted member loses access, a pending invitation is revoked (its link
 * stops working).
 */
export async function removeEmployee(
  db: Db,
  user: UserRow,
  input: z.output<typeof removeEmployeeQuerySchema>,
): Promise<TeamChangeResult> {
  const { canvas, reader } = await managedCanvas(db, user, input.canvasId, input.business);
  return changeMember(db, reader, canvas.id, input.locationId, input.employeeId, (members, member) =>
    members.filter((item) => item !== member),
  );
}

/**
 * `POST /api/canvas/school/employee-change-hide` (spec 3 §4: pending members can be hidden): a
 * manager hides a pending invitee from My Team (or shows it again). The invitation stays valid;
 * resending it shows it again.
 */
export async function changeEmployeeHidden(
  db: Db,
  user: UserRow,
  input: z.output<typeof employeeHideSchema>,
): Promise<TeamChangeResult> {
  const { canvas } = await managedCanvas(db, user, input.schoolId, input.business);
  for (const location of rowToDocument(canvas).detail.locations) {
    const member = location.members.find((item) => item.uuid === input.memberId);
    if (!member) continue;
    if (member.memberUserId !== null || !member.email) {
      throw new AppError('badRequest', messages.teamHideOnlyPending, { field: 'memberId' });
    }
    const email = member.email.toLowerCase();
    if (!(await setInvitationHidden(db, canvas.id, location.uuid, email, input.hided))) throw memberMissing();
    return { success: true, self: false };
  }
  throw memberMissing();
}

import { messages, type TeamEmployees, type TeamMember } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_TABLE_NARROW_QUERY } from '@/components/data-table';
import { stubViewport } from '@/testing/match-media';
import { mockApi, type RecordedRequest } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import type { MyTeamCanvas } from '../team-model';
import { MyTeam } from './my-team';

const school: MyTeamCanvas = { id: 61, type: 'school' };
const locations = [
  { uuid: 'campus-1', address: '500 Congress Ave', city: 'Austin' },
  { uuid: 'campus-2', address: '1 Elm St', city: 'Dallas' },
];
const salon: MyTeamCanvas = { id: 62, type: 'business' };

const grace: TeamMember = {
  userId: 31,
  memberId: 'm-grace',
  firstName: 'Grace',
  lastName: 'Okafor',
  email: 'grace@example.com',
  role: 'Teacher',
  roleName: 'Teacher',
  memberLocationId: 'campus-1',
  canvasId: 410,
  canvasSlug: 'grace-okafor',
  pending: false,
  phoneNumber: '5125550111',
  location: { city: 'Austin', address: '500 Congress Ave' },
  joinDate: '2026-03-04T15:00:00.000Z',
  hided: false,
  isSelf: false,
};
const pending: TeamMember = {
  ...grace,
  userId: null,
  memberId: 'm-pending',
  firstName: '',
  lastName: '',
  email: 'sam@example.com',
  role: 'Other',
  roleName: 'Other',
  memberLocationId: 'campus-2',
  canvasId: null,
  canvasSlug: null,
  pending: true,
  phoneNumber: null,
  location: { city: 'Dallas', address: '1 Elm St' },
  joinDate: null,
};

const team = (list: TeamMember[], rights: Partial<TeamEmployees> = {}): TeamEmployees => ({
  list,
  count: list.length,
  locations,
  canManage: true,
  canInvite: true,
  ...rights,
});

const calls = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.url.split('?')[0] === `/api${path}`);

const addEmployeeAnswer = ({ body }: { body: unknown }) => {
  const input = body as { members: { id?: number; email?: string }[]; resendEmail?: boolean };
  return {
    body: {
      success: true,
      invitations: input.members.map((member) => ({
        email: member.email ?? `user-${member.id}@example.com`,
        resent: input.resendEmail === true,
      })),
    },
  };
};

function viewport(isPhone: boolean) {
  stubViewport(isPhone ? [DATA_TABLE_NARROW_QUERY] : []);
}

beforeEach(() => {
  viewport(false);
  Element.prototype.scrollTo = () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openActions(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
}

describe('MyTeam', () => {
  it('lists the team 8 a page with name, phone, location city, join date and role', async () => {
    const { requests } = mockApi({ 'POST /api/canvas/school/employees': { body: team([grace, pending]) } });
    renderWithProviders(<MyTeam canvas={school} />);
    expect(screen.getByRole('heading', { name: 'My Team' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Team members' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 6)).toEqual([
      'Grace Okaforgrace@example.com',
      '5125550111',
      'Austin',
      '03/04/2026',
      'Teacher',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    // Pending invitees have no account to message: only accepted members may be selected.
    expect(screen.getByRole('checkbox', { name: 'Select Grace Okafor' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Select sam@example.com' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add coworker' })).toBeInTheDocument();
    expect(calls(requests, 'POST', '/canvas/school/employees')[0]?.body).toEqual({
      canvasId: 61,
      business: false,
      page: 1,
      size: 8,
      keyword: '',
      role: null,
      sortBy: 'joinDate',
      order: 'desc',
      showHidden: false,
    });
  });

  it("says 'Start adding staff to your dashboard!' when there is nobody yet", async () => {
    mockApi({ 'POST /api/canvas/school/employees': { body: team([]) } });
    renderWithProviders(<MyTeam canvas={school} />);
    expect(await screen.findByText(messages.teamEmpty)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add coworker' })).toHaveLength(2);
    expect(screen.queryByPlaceholderText('Search coworker by name...')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Message' })).toBeNull();
  });

  it('filters by role (a business: All, Admin, Non-admin), by name, and sorts by a column', async () => {
    const { requests, user } = (() => {
      const mocked = mockApi({ 'POST /api/canvas/school/employees': { body: team([grace]) } });
      return { ...mocked, ...renderWithProviders(<MyTeam canvas={salon} />) };
    })();
    await screen.findByRole('table', { name: 'Team members' });
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'Admin', 'Non-admin']);
    await user.click(screen.getByRole('option', { name: 'Non-admin' }));
    await waitFor(() =>
      expect(calls(requests, 'POST', '/canvas/school/employees').at(-1)?.body).toMatchObject({
        role: 'Non-admin',
        business: true,
        page: 1,
      }),
    );

    await user.type(screen.getByPlaceholderText('Search coworker by name...'), 'grace');
    await waitFor(() =>
      expect(calls(requests, 'POST', '/canvas/school/employees').at(-1)?.body).toMatchObject({
        keyword: 'grace',
      }),
    );
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() =>
      expect(calls(requests, 'POST', '/canvas/school/employees').at(-1)?.body).toMatchObject({
        sortBy: 'name',
      }),
    );
  });

  it('offers a school the roles All, Admin, Teacher, Teacher Assistant and Other', async () => {
    mockApi({ 'POST /api/canvas/school/employees': { body: team([grace]) } });
    const { user } = renderWithProviders(<MyTeam canvas={school} />);
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Admin',
      'Teacher',
      'Teacher Assistant',
      'Other',
    ]);
  });

  describe('Add coworker', () => {
    it('asks for a location first when the canvas has none, and needs no choice with one', async () => {
      mockApi({ 'POST /api/canvas/school/employees': { body: { ...team([grace]), locations: [] } } });
      const { user, unmount } = renderWithProviders(<MyTeam canvas={school} />);
      await user.click(await screen.findByRole('button', { name: 'Add coworker' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add coworker' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Add a location to your canvas');
      expect(within(dialog).getByRole('button', { name: 'Send invitations' })).toBeDisabled();
      unmount();

      mockApi({
        'POST /api/canvas/school/employees': { body: { ...team([grace]), locations: [locations[0]] } },
      });
      const second = renderWithProviders(<MyTeam canvas={school} />);
      await second.user.click(await screen.findByRole('button', { name: 'Add coworker' }));
      const single = await screen.findByRole('dialog', { name: 'Add coworker' });
      expect(within(single).queryByRole('combobox', { name: 'Location' })).toBeNull();
    });

    it('needs a user or an email, valid emails and a role', async () => {
      const { requests } = mockApi({
        'POST /api/canvas/school/employees': { body: team([grace]) },
        'POST /api/canvas/school/add-employee': addEmployeeAnswer,
      });
      const { user } = renderWithProviders(<MyTeam canvas={school} />);
      await user.click(await screen.findByRole('button', { name: 'Add coworker' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add coworker' });
      await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
      expect(within(dialog).getByText(messages.teamUserOrEmailRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(messages.teamRolePick)).toBeInTheDocument();

      await user.type(within(dialog).getByPlaceholderText('name@example.com'), 'not-an-email,');
      await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
      expect(within(dialog).getByText(messages.inviteEmailInvalid)).toBeInTheDocument();
      expect(calls(requests, 'POST', '/canvas/school/add-employee')).toEqual([]);
    });

    it("invites typed emails and picked users with a role at a location: 'Add Members Success', 'Invitation sent!'", async () => {
      const { requests } = mockApi({
        'POST /api/canvas/school/employees': { body: team([grace]) },
        'POST /api/canvas/school/add-employee': addEmployeeAnswer,
        'PUT /api/user/search': {
          body: [{ userId: 77, firstName: 'Lena', lastName: 'Marlow', avatar: null, email: null }],
        },
      });
      const { user } = renderWithProviders(<MyTeam canvas={school} />);
      await user.click(await screen.findByRole('button', { name: 'Add coworker' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add coworker' });
      await user.type(within(dialog).getByPlaceholderText('Search by name'), 'Lena');
      await user.click(await screen.findByRole('option', { name: 'Lena Marlow' }));
      expect(calls(requests, 'PUT', '/user/search')[0]?.body).toEqual({ keyword: 'Lena', tactics: [4, 20] });
      await user.type(within(dialog).getByPlaceholderText('name@example.com'), 'new@example.com,');
      await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
      await user.click(screen.getByRole('option', { name: 'Teacher' }));
      await user.click(within(dialog).getByRole('combobox', { name: 'Location' }));
      await user.click(screen.getByRole('option', { name: '1 Elm St, Dallas' }));
      await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

      expect(await screen.findByText(messages.teamMembersAdded)).toBeInTheDocument();
      expect(screen.getByText(messages.invitationSent)).toBeInTheDocument();
      expect(calls(requests, 'POST', '/canvas/school/add-employee')[0]?.body).toEqual({
        canvasId: 61,
        locationId: 'campus-2',
        members: [
          { id: 77, role: 'Teacher' },
          { email: 'new@example.com', role: 'Teacher' },
        ],
        business: false,
      });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add coworker' })).toBeNull());
    });
  });

  describe('Message', () => {
    it("writes to the selected coworkers (msg_to_team): 'please input your message', then 'Message sent!'", async () => {
      const amir: TeamMember = {
        ...grace,
        userId: 32,
        memberId: 'm-amir',
        firstName: 'Amir',
        lastName: 'Khan',
      };
      const self: TeamMember = { ...grace, userId: 33, memberId: 'm-self', firstName: 'Pat', isSelf: true };
      const { requests } = mockApi({
        'POST /api/canvas/school/employees': { body: team([grace, amir, self, pending]) },
        'POST /api/user/msg-email': { body: { success: true, skipped: false } },
      });
      const { user } = renderWithProviders(<MyTeam canvas={school} />);
      await screen.findByRole('table', { name: 'Team members' });
      expect(screen.getByRole('button', { name: 'Message' })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'Select Pat Okafor' })).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
      expect(screen.getByText('2 selected')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Message' }));
      const dialog = await screen.findByRole('dialog', { name: 'Message 2 coworkers' });
      await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
      expect(await screen.findByText(messages.messageEmpty)).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Staff meeting at 9');
      await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
      expect(await screen.findByRole('dialog', { name: messages.messageSent })).toBeInTheDocument();
      expect(calls(requests, 'POST', '/user/msg-email')[0]?.body).toEqual({
        msg: 'Staff meeting at 9',
        template: 'msg_to_team',
        users: [31, 32],
        extra: { canvas_id: 61 },
      });
    });

    it('writes to one member from their row', async () => {
      const { requests } = mockApi({
        'POST /api/canvas/school/employees': { body: team([grace]) },
        'POST /api/user/msg-email': { body: { success: true, skipped: false } },
      });
      const { user } = renderWithProviders(<MyTeam canvas={school} />);
      await openActions(user, 'Grace Okafor');
      await user.click(screen.getByRole('menuitem', { name: 'Message' }));
      const dialog = await screen.findByRole('dialog', { name: 'Message Grace Okafor' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Hello');
      await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
      await waitFor(() =>
        expect(calls(requests, 'POST', '/user/msg-email')[0]?.body).toMatchObject({ users: [31] }),
      );
    });
  });

  describe('row actions', () => {
    it("edits a role ('Please choose a role' without one) and tells the dashboard when it was your own", async () => {
      const self = { ...grace, isSelf: true };
      const { requests } = mockApi({
        'POST /api/canvas/school/employees': { body: team([self]) },
        'PUT /api/canvas/school/employee-role': { body: { success: true, self: true } },
      });
      const onOwnMembershipChange = vi.fn();
      const { user } = renderWithProviders(
        <MyTeam canvas={school} onOwnMembershipChange={onOwnMembershipChange} />,
      );
      await openActions(user, 'Grace Okafor');
      await user.click(screen.getByRole('menuitem', { name: 'Edit role' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit role' });
      // Picking the chosen role again clears it.
      await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
      await user.click(screen.getByRole('option', { name: 'Teacher' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText(messages.teamRoleChoose)).toBeInTheDocument();

      await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
      await user.click(screen.getByRole('option', { name: 'Teacher Assistant' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onOwnMembershipChange).toHaveBeenCalledOnce());
      expect(calls(requests, 'PUT', '/canvas/school/employee-role')[0]?.body).toEqual({
        canvasId: 61,
        locationId: 'campus-1',
        employeeId: 'm-grace',
        role: 'Teacher Assistant',
        business: false,
      });
    });

    it("removes a member after the confirmation: 'Remove Members Success'", async () => {
      const { requests } = mockApi({
        'POST /api/canvas/school/employees': { body: team([grace]) },
        'DELETE /api/canvas/school/remove-empoyee': { body: { success: true, self: false } },
      });
      const { user } = renderWithProviders(<MyTeam canvas={school} />);
      await openActions(user, 'Grace Okafor');
      await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
      const dialog = await screen.findByRole('dialog', { name: messages.removeConfirmTitle });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText(messages.teamMembersRemoved)).toBeInTheDocument();
      const [removal] = calls(requests, 'DELETE', '/canvas/school/remove-empoyee');
      expect(new URL(removal?.url ?? '', 'http://x').searchParams.toString()).toBe(
        'canvasId=61&locationId=campus-1&employeeId=m-grace&business=false',
      );
    });

    it('links View to the member canvas with the team tab, and opens their pdf', async () => {
      mockApi({ 'POST /api/canvas/school/employees': { body: team([grace]) } });
      const open = vi.fn();
      vi.stubGlobal('open', open);
      const { user } = renderWithProviders(<MyTeam canvas={school} />);
      await openActions(user, 'Grace Okafor');
      expect(screen.getByRole('menuitem', { name: 'View' })).toHaveAttribute(
        'href',
        '/canvas/grace-okafor?tabType=team',
      );
      await user.click(screen.getByRole('menuitem', { name: 'Download pdf' }));
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(/\/api\/canvas\/canvas-pdf\/410$/),
        '_blank',
        'noopener',
      );
    });

    it("hides a pending invitee, and resends after the confirmation: 'Invitation resent!'", async () => {
      const { requests } = mockApi({
        'POST /api/canvas/school/employees': { body: team([pending]) },
        'POST /api/canvas/school/employee-change-hide': { body: { success: true, self: false } },
        'POST /api/canvas/school/add-employee': addEmployeeAnswer,
      });
      const { user } = renderWithProviders(<MyTeam canvas={school} />);
      await openActions(user, 'sam@example.com');
      expect(screen.queryByRole('menuitem', { name: 'View' })).toBeNull();
      await user.click(screen.getByRole('menuitem', { name: 'Hide' }));
      await waitFor(() =>
        expect(calls(requests, 'POST', '/canvas/school/employee-change-hide')[0]?.body).toEqual({
          schoolId: 61,
          memberId: 'm-pending',
          hided: true,
          business: false,
        }),
      );

      await openActions(user, 'sam@example.com');
      await user.click(screen.getByRole('menuitem', { name: 'Resend' }));
      const dialog = await screen.findByRole('dialog', { name: messages.removeConfirmTitle });
      await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
      expect(await screen.findByText(messages.invitationResent)).toBeInTheDocument();
      // The list reloads after hiding and after resending (a resent invitation shows again).
      await waitFor(() => expect(calls(requests, 'POST', '/canvas/school/employees')).toHaveLength(3));
      expect(calls(requests, 'POST', '/canvas/school/add-employee')[0]?.body).toEqual({
        canvasId: 61,
        locationId: 'campus-2',
        members: [{ email: 'sam@example.com', role: 'Other' }],
        resendEmail: true,
        business: false,
      });
    });

    it('shows view-only readers neither Message, Edit role, Remove, Hide nor Add coworker', async () => {
      mockApi({
        'POST /api/canvas/school/employees': {
          body: team([{ ...grace, email: null, phoneNumber: null }], { canManage: false, canInvite: false }),
        },
      });
      const { user } = renderWithProviders(<MyTeam canvas={school} />);
      await openActions(user, 'Grace Okafor');
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Download pdf',
        'View',
      ]);
      expect(screen.queryByRole('button', { name: 'Add coworker' })).toBeNull();
    });
  });

  it('shows the team as condensed cards on a phone: the name heads each card, the status sits by the role', async () => {
    viewport(true);
    mockApi({ 'POST /api/canvas/school/employees': { body: team([grace, pending]) } });
    renderWithProviders(<MyTeam canvas={school} />);
    const cards = within(await screen.findByRole('list', { name: 'Team members' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Role', 'Phone', 'Location', 'Join date', 'Actions']);
    expect(within(cards[1] as HTMLElement).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Pending')).toBeInTheDocument();
  });

  it('says so when the team cannot be loaded', async () => {
    mockApi({
      'POST /api/canvas/school/employees': { status: 403, body: { code: 403, message: 'Forbidden' } },
    });
    renderWithProviders(<MyTeam canvas={school} />);
    expect(await screen.findByText(/We could not load your team/)).toBeInTheDocument();
  });
});

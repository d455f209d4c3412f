import { type CanvasMember, messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { LocationMembers } from './location-members';
import { defaultInviteRole, invitationToast, memberDisplayName, withRole } from './team-model';

const accepted: CanvasMember = {
  uuid: 'm-1',
  type: 'employee',
  permission: { permission: 'canEdit' },
  role: 'Teacher',
  memberUserId: 31,
  email: 'kim@aveda.edu',
  memberUser: { userId: 31, firstName: 'Kim', lastName: 'Lee' },
};
const pending: CanvasMember = {
  uuid: 'm-2',
  type: 'employee',
  permission: { permission: 'viewOnly' },
  role: 'Other',
  memberUserId: null,
  email: 'sam@aveda.edu',
};

function addEmployeeAnswer({ body }: { body: unknown }) {
  const input = body as { members: { email: string }[]; resendEmail?: boolean };
  return {
    body: {
      success: true,
      invitations: input.members.map(({ email }) => ({ email, resent: input.resendEmail === true })),
    },
  };
}

function renderMembers(
  options: { type?: 'business' | 'school'; canvasId?: number | null; readOnly?: boolean } = {},
) {
  const onChange = vi.fn<(members: CanvasMember[]) => void>();
  function Harness() {
    const [members, setMembers] = useState<CanvasMember[]>([accepted, pending]);
    return (
      <LocationMembers
        type={options.type ?? 'school'}
        canvasId={options.canvasId === undefined ? 61 : options.canvasId}
        location={{ uuid: 'loc-1', address: '512 Congress Ave' }}
        members={members}
        readOnly={options.readOnly}
        onChange={(next) => {
          setMembers(next);
          onChange(next);
        }}
      />
    );
  }
  return { ...renderWithProviders(<Harness />), onChange };
}

describe('team model (spec 2 §3 Member)', () => {
  it('names a member by name once accepted, else by the invited email', () => {
    expect(memberDisplayName(accepted)).toBe('Kim Lee');
    expect(memberDisplayName(pending)).toBe('sam@aveda.edu');
  });

  it('new invitees start as Other (a business: Non-admin), both view only', () => {
    expect(defaultInviteRole('school')).toBe('Other');
    expect(defaultInviteRole('business')).toBe('Non-admin');
  });

  it('a new role brings its permission: Admin and Teacher edit, the others view', () => {
    expect(withRole(pending, 'Teacher').permission).toEqual({ permission: 'canEdit' });
    expect(withRole(accepted, 'Teacher Assistant').permission).toEqual({ permission: 'viewOnly' });
  });

  it("says 'Invitation resent!' only when every email was already pending", () => {
    expect(invitationToast({ success: true, invitations: [{ email: 'a@b.co', resent: true }] })).toBe(
      messages.invitationResent,
    );
    expect(
      invitationToast({
        success: true,
        invitations: [
          { email: 'a@b.co', resent: true },
          { email: 'c@d.co', resent: false },
        ],
      }),
    ).toBe(messages.invitationSent);
  });
});

describe('LocationMembers', () => {
  it('lists members by name or email with a Pending badge on invitations not yet accepted', () => {
    mockApi({});
    renderMembers();
    const list = screen.getByRole('list', { name: 'Team at 512 Congress Ave' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Kim Lee')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('sam@aveda.edu')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeInTheDocument();
  });

  it("'Resend' sends the pending invitation again and says 'Invitation resent!'", async () => {
    const { requests } = mockApi({ 'POST /api/canvas/school/add-employee': addEmployeeAnswer });
    const { user } = renderMembers();
    await user.click(screen.getByRole('button', { name: 'Resend the invitation to sam@aveda.edu' }));
    expect(await screen.findByText(messages.invitationResent)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      canvasId: 61,
      locationId: 'loc-1',
      members: [{ email: 'sam@aveda.edu', role: 'Other' }],
      resendEmail: true,
      business: false,
    });
  });

  it('changes a role with its permission', async () => {
    mockApi({});
    const { user, onChange } = renderMembers();
    await user.click(screen.getByRole('combobox', { name: 'Role of sam@aveda.edu' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(onChange.mock.lastCall?.[0][1]).toMatchObject({
      role: 'Admin',
      permission: { permission: 'canEdit' },
    });
  });

  it("removes a member after the 'Comfirmation' dialog's 'Remove'", async () => {
    mockApi({});
    const { user, onChange } = renderMembers();
    await user.click(screen.getByRole('button', { name: 'Remove Kim Lee' }));
    const dialog = await screen.findByRole('dialog', { name: messages.removeConfirmTitle });
    expect(messages.removeConfirmTitle).toBe('Comfirmation');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onChange.mock.lastCall?.[0].map((member) => member.uuid)).toEqual(['m-2']);
  });

  it('offers the roles of the canvas type only', async () => {
    mockApi({});
    const { user } = renderMembers({ type: 'business' });
    await user.click(screen.getByRole('combobox', { name: 'Role of Kim Lee' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Admin', 'Non-admin']);
  });

  it('a view-only reader sees the team without its controls', () => {
    mockApi({});
    renderMembers({ readOnly: true });
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText('Teacher')).toBeInTheDocument();
  });
});

describe('Invite dialog', () => {
  it("refuses an email that is not valid with 'Invalid Email Address' and sends nothing", async () => {
    const { requests } = mockApi({ 'POST /api/canvas/school/add-employee': addEmployeeAnswer });
    const { user } = renderMembers();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new@teacher');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(messages.inviteEmailInvalid)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("invites by email with the chosen role and says 'Invitation sent!'", async () => {
    const { requests } = mockApi({ 'POST /api/canvas/school/add-employee': addEmployeeAnswer });
    const { user } = renderMembers({ type: 'business' });
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new@salon.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(messages.invitationSent)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      canvasId: 61,
      locationId: 'loc-1',
      members: [{ email: 'new@salon.test', role: 'Non-admin' }],
      business: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Invite a team member' })).not.toBeInTheDocument(),
    );
  });

  it('needs a saved canvas before inviting', () => {
    mockApi({});
    renderMembers({ canvasId: null });
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled();
  });
});

import { messages } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import {
  coworkerErrors,
  editRoleError,
  memberCanvasRef,
  memberName,
  roleFilterOptions,
  roleOfFilter,
} from './team-model';

const picked = { userId: 7, firstName: 'Lena', lastName: 'Marlow', avatar: null, email: null };

describe('team model (spec 3 "My Team", §5)', () => {
  it('filters by All and the roles of the canvas type; a business calls its other role Non-admin', () => {
    expect(roleFilterOptions('school').map((option) => option.label)).toEqual([
      'All',
      'Admin',
      'Teacher',
      'Teacher Assistant',
      'Other',
    ]);
    expect(roleFilterOptions('business').map((option) => option.label)).toEqual([
      'All',
      'Admin',
      'Non-admin',
    ]);
    expect(roleOfFilter('school', 'all')).toBeNull();
    expect(roleOfFilter('business', 'Non-admin')).toBe('Non-admin');
    expect(roleOfFilter('business', 'Teacher')).toBeNull();
  });

  it('co-worker add: a user or an email, valid emails, and a role', () => {
    const base = { users: [], emails: [], role: null, locationId: 'campus-1' };
    expect(coworkerErrors(base)).toEqual({
      emails: messages.teamUserOrEmailRequired,
      role: messages.teamRolePick,
    });
    expect(coworkerErrors({ ...base, emails: ['a@example.com', 'nope'], role: 'Teacher' })).toEqual({
      emails: messages.inviteEmailInvalid,
    });
    expect(coworkerErrors({ ...base, users: [picked], role: 'Other' })).toEqual({});
  });

  it("edit role: 'Please choose a role' without one", () => {
    expect(editRoleError(null)).toBe(messages.teamRoleChoose);
    expect(editRoleError('Admin')).toBeNull();
  });

  it('names pending invitees by email, and views a canvas by slug or else id', () => {
    expect(memberName({ firstName: '', lastName: '', email: 'sam@example.com' })).toBe('sam@example.com');
    expect(memberName({ firstName: 'Grace', lastName: 'Okafor', email: null })).toBe('Grace Okafor');
    expect(memberCanvasRef({ canvasSlug: 'grace', canvasId: 4 })).toBe('grace');
    expect(memberCanvasRef({ canvasSlug: null, canvasId: 4 })).toBe('4');
    expect(memberCanvasRef({ canvasSlug: null, canvasId: null })).toBeNull();
  });
});

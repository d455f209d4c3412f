import type { ProfileTarget, RoleValue } from './constants';

export interface RoleLike {
  value: RoleValue | string;
  isSuperAdmin: boolean;
}

/** Administrator and super admin (or isSuperAdmin) are treated as profile target admin (spec 1 §6). */
export function isAdminRole(role: RoleLike | null | undefined): boolean {
  if (!role) return false;
  return role.isSuperAdmin || role.value === 'administrator' || role.value === 'super_admin';
}

export function effectiveTarget(user: {
  role: RoleLike;
  profile: { target: ProfileTarget | null };
}): ProfileTarget | null {
  return isAdminRole(user.role) ? 'admin' : user.profile.target;
}

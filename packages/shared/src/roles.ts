import type { CanvasType, ProfileTarget, RoleValue } from './constants';

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

/**
 * The canvas types an account may create, by what it signed up as: students and beauty
 * professionals make person canvases, salons and hiring businesses a business, schools a school.
 * Admins may create any. An account with no target yet is treated as a person, so a person's
 * account is never a free business listing. The API enforces it; the web offers only these.
 */
export function creatableCanvasTypes(target: ProfileTarget | null, isAdmin: boolean): readonly CanvasType[] {
  if (isAdmin || target === 'admin') return ['student', 'professional', 'business', 'school'];
  switch (target) {
    case 'businessCanvas':
    case 'careerOpportunity':
      return ['business'];
    case 'schoolDashboard':
      return ['school'];
    default:
      return ['student', 'professional'];
  }
}

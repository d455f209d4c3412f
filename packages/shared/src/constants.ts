/** Business constants from the spec (document 1 §9 and friends). */
export const PRODUCT_NAME = 'Canvas';
export const TOKEN_TTL_DAYS = 30;
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';
export const TRACK_ID_STORAGE_KEY = 'trackId';
/** The admin's own token, kept while they act as another account ('Back to admin' restores it). */
export const ADMIN_TOKEN_STORAGE_KEY = 'adminToken';
export const PASSWORD_MIN_LENGTH = 8;
export const MOBILE_BREAKPOINT_PX = 1024;
export const MEMBER_COUNT_TEXT = '50,000+';
export const METERS_PER_MILE = 1609.344;
export const BROWSE_PAGE_SIZE = 9;
export const RADIUS_OPTIONS_MILES = [10, 25, 30, 50, 100, 250] as const;

/** Profile targets (spec 1 §1). */
export const PROFILE_TARGETS = [
  'studentCanvas',
  'personalCanvas',
  'careerOpportunity',
  'schoolDashboard',
  'businessCanvas',
  'admin',
] as const;
export type ProfileTarget = (typeof PROFILE_TARGETS)[number];

/** Role values. Administrator and super_admin act as profile target admin (spec 1 §6). */
export const ROLE_VALUES = ['end_user', 'administrator', 'super_admin'] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

export const PLATFORM_TYPES = ['internal', 'google', 'facebook'] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

export const USER_KINDS = ['student', 'beautyPro', 'industryProfessional'] as const;
export type UserKind = (typeof USER_KINDS)[number];
/** The profile targets an organisation's owner signs up with (spec 1 §1 profile targets). */
export const ORGANIZATION_TARGETS = ['businessCanvas', 'schoolDashboard'] as const;
export type OrganizationTarget = (typeof ORGANIZATION_TARGETS)[number];

export const CANVAS_TYPES = ['business', 'school', 'student', 'professional'] as const;
export type CanvasType = (typeof CANVAS_TYPES)[number];

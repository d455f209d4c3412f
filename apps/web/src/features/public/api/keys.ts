import type { PartnerRedirect } from '@canvas/shared';

/** Query keys of the public pages. */
export const publicKeys = {
  all: ['public'] as const,
  userCount: () => [...publicKeys.all, 'user-count'] as const,
  featured: () => [...publicKeys.all, 'featured'] as const,
  partnerRedirect: (name: PartnerRedirect) => [...publicKeys.all, 'partner-redirect', name] as const,
};

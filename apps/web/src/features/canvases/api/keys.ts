import type { Award } from '@canvas/shared';

/** Query keys of the canvases feature's own reads; canvases themselves are in `@/api/canvases/keys`. */
export const badgeKeys = {
  all: ['badges'] as const,
  match: (awards: Pick<Award, 'title' | 'issuer'>[]) =>
    [...badgeKeys.all, 'match', awards.map(({ title, issuer }) => [title, issuer])] as const,
};

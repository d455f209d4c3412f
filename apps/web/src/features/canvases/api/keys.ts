import type { Award } from '@canvas/shared';

/** Query keys of the canvases feature's own reads; canvases themselves are in `@/api/canvases/keys`. */
export const badgeKeys = {
  all: ['badges'] as const,
  match: (awards: Pick<Award, 'title' | 'issuer'>[]) =>
    [...badgeKeys.all, 'match', awards.map(({ title, issuer }) => [title, issuer])] as const,
};

/** Staff invitations: the answer depends on the code and on who is signed in (null: nobody). */
export const invitationKeys = {
  all: ['invitation'] as const,
  detail: (code: string, userId: number | null) => [...invitationKeys.all, code, userId] as const,
};

/** Whether the signed-in user came from the retail partner (spec 2 §5 account number). */
export const salonCentricKeys = {
  all: ['salon-centric'] as const,
  mine: () => [...salonCentricKeys.all, 'mine'] as const,
};

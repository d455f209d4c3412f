import type { UserRow } from '../../db/schema';

/** The sign-up source of the retail partner's landing page (/saloncentric, spec 1 §2). */
export const RETAIL_PARTNER_SOURCE = 'saloncentric';

/**
 * Whether the account may see and set the retail-partner account number (`GET
 * /api/user/is-salon-centric`, `POST /api/canvas/add-sc-salon-id`): accounts that signed up from
 * the retail partner's page, and platform admins, who look after every canvas.
 */
export function isRetailPartnerAccount(user: Pick<UserRow, 'signupSource'>, isAdmin: boolean): boolean {
  return isAdmin || user.signupSource?.trim().toLowerCase() === RETAIL_PARTNER_SOURCE;
}

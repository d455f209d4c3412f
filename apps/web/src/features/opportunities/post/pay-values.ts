import {
  type CanvasLocation,
  hasPayRange,
  messages,
  type OpportunityPay,
  opportunityPaySchema,
  payTransparencyLawFor,
  z,
} from '@canvas/shared';
import { zodFormResolver } from '@/lib/forms';

/**
 * Structured pay in the post form (issue 22, beyond the spec): the form holds the contract's shape
 * (empty amounts are null), sends null when nothing is stated, and checks it with the contract's
 * rules under `pay.*` so each message lands on its field.
 */

export const emptyPay = (): OpportunityPay => ({
  commissionMin: null,
  commissionMax: null,
  boothRentWeekly: null,
  hourlyGuarantee: null,
  salaryMin: null,
  salaryMax: null,
  tips: false,
});

/** What the form shows for a saved opportunity (older ones have no pay). */
export const payFromOpportunity = (pay: OpportunityPay | null | undefined): OpportunityPay =>
  pay ?? emptyPay();

/** What the form sends: null when nothing is stated. */
export const payToSend = (pay: OpportunityPay): OpportunityPay | null =>
  hasPayRange(pay) || pay.tips ? pay : null;

/** The pay rules as form errors (`pay.salaryMax`: 'The lowest salary cannot be more than the highest.'). */
export const payFormErrors = zodFormResolver<{ pay: OpportunityPay }>(
  z.object({ pay: opportunityPaySchema }),
);

/**
 * The warning for a public opportunity without a pay range where a pay-transparency law applies:
 * its location's state (as the canvas location carries it), or any state for a national one.
 * A warning only: posting goes ahead.
 */
export function payTransparencyWarning(
  pay: OpportunityPay,
  where: { location: Pick<CanvasLocation, 'state' | 'stateShort'> | null; national: boolean },
): string | null {
  if (hasPayRange(pay)) return null;
  if (where.national) return messages.payTransparencyNational;
  const law = where.location ? payTransparencyLawFor(where.location) : null;
  return law ? messages.payTransparencyWarning(law.state) : null;
}

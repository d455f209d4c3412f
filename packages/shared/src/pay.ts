import { messages } from './messages';
import { z } from './zod-config';

/**
 * Structured beauty pay (issue 22, beyond the spec): alongside the spec's one "Payment structure"
 * option, what a salon can state in numbers — a commission range, booth rent a week, an hourly
 * guarantee, a salary range a year and whether tips are kept. It lives in the opportunity's
 * `additional` jsonb (no column), so every field is optional and old rows read as "not stated".
 */

/** The bounds a stated amount must fall within (a typo such as 4500 % is refused, not published). */
export const PAY_BOUNDS = {
  commission: { min: 0, max: 100 },
  boothRentWeekly: { min: 1, max: 5_000 },
  hourlyGuarantee: { min: 1, max: 200 },
  salary: { min: 1_000, max: 1_000_000 },
} as const;

const amount = (bounds: { min: number; max: number }, message: string) =>
  z.number().min(bounds.min, message).max(bounds.max, message).nullable().default(null);

export const opportunityPaySchema = z
  .object({
    /** Percent of service sales. */
    commissionMin: amount(PAY_BOUNDS.commission, messages.payCommissionBounds),
    commissionMax: amount(PAY_BOUNDS.commission, messages.payCommissionBounds),
    /** Dollars a week the renter pays for the chair. */
    boothRentWeekly: amount(PAY_BOUNDS.boothRentWeekly, messages.payBoothRentBounds),
    /** Dollars an hour paid when commission earns less. */
    hourlyGuarantee: amount(PAY_BOUNDS.hourlyGuarantee, messages.payHourlyBounds),
    /** Dollars a year. */
    salaryMin: amount(PAY_BOUNDS.salary, messages.paySalaryBounds),
    salaryMax: amount(PAY_BOUNDS.salary, messages.paySalaryBounds),
    tips: z.boolean().default(false),
  })
  .superRefine((pay, context) => {
    if (pay.commissionMin !== null && pay.commissionMax !== null && pay.commissionMin > pay.commissionMax)
      context.addIssue({ code: 'custom', path: ['commissionMax'], message: messages.payCommissionOrder });
    if (pay.salaryMin !== null && pay.salaryMax !== null && pay.salaryMin > pay.salaryMax)
      context.addIssue({ code: 'custom', path: ['salaryMax'], message: messages.paySalaryOrder });
  });
export type OpportunityPay = z.output<typeof opportunityPaySchema>;
export type OpportunityPayInput = z.input<typeof opportunityPaySchema>;

/**
 * Whether the pay says what the job earns or costs in numbers: a commission, an hourly guarantee, a
 * salary or (for a booth rental, where the renter keeps their takings) the weekly rent. Tips alone
 * are not a range.
 */
export function hasPayRange(pay: OpportunityPay | null | undefined): boolean {
  if (!pay) return false;
  return [
    pay.commissionMin,
    pay.commissionMax,
    pay.hourlyGuarantee,
    pay.salaryMin,
    pay.salaryMax,
    pay.boothRentWeekly,
  ].some((value) => value !== null);
}

/** $18, $18.50, $40,000: cents only when there are some. */
export function formatDollars(value: number): string {
  const cents = !Number.isInteger(value);
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });
}

const percent = (value: number) => `${Number(value.toFixed(2))}`;

/** A range as read: "45–55", "45" (both equal or only the lowest), "up to 55". */
function range(min: number | null, max: number | null, format: (value: number) => string): string | null {
  if (min !== null && max !== null) return min === max ? format(min) : `${format(min)}–${format(max)}`;
  if (min !== null) return format(min);
  if (max !== null) return `up to ${format(max)}`;
  return null;
}

/** The pay in short parts, as the detail page lists them: "45–55% commission", "$18/hr guarantee", "tips". */
export function payParts(pay: OpportunityPay | null | undefined): string[] {
  if (!pay) return [];
  const commission = range(pay.commissionMin, pay.commissionMax, percent);
  const salary = range(pay.salaryMin, pay.salaryMax, formatDollars);
  return [
    commission === null ? null : `${commission}% commission`,
    pay.hourlyGuarantee === null ? null : `${formatDollars(pay.hourlyGuarantee)}/hr guarantee`,
    salary === null ? null : `${salary}/yr`,
    pay.boothRentWeekly === null ? null : `${formatDollars(pay.boothRentWeekly)}/week booth rent`,
    pay.tips ? 'tips' : null,
  ].filter((part): part is string => part !== null);
}

/** "45–55% commission · $18/hr guarantee · tips"; empty when nothing is stated. */
export const paySummary = (pay: OpportunityPay | null | undefined) => payParts(pay).join(' · ');

/** A state law that requires a job posting to show its pay (a salary or wage range). */
export interface PayTransparencyLaw {
  state: string;
  stateShort: string;
  /** The law, as it is cited. */
  law: string;
  /** YYYY-MM-DD: the first day postings must show pay. */
  inForceFrom: string;
}

/**
 * The states (and DC) whose laws require a job posting to include its pay range, with the day each
 * took or takes effect (checked November 2026). States that require pay only on request or after an
 * interview (Connecticut, Nevada, Rhode Island) are not listed: a posting there needs no range.
 * A law listed before its date does not warn until it is in force (Delaware, September 2027).
 */
export const PAY_TRANSPARENCY_LAWS: readonly PayTransparencyLaw[] = [
  // Equal Pay for Equal Work Act (SB 19-085, C.R.S. § 8-5-201), postings since 1 January 2021.
  { state: 'Colorado', stateShort: 'CO', law: 'Equal Pay for Equal Work Act', inForceFrom: '2021-01-01' },
  // SB 1162 (Labor Code § 432.3), employers of 15 or more, since 1 January 2023.
  { state: 'California', stateShort: 'CA', law: 'SB 1162', inForceFrom: '2023-01-01' },
  // SB 5761 (RCW 49.58.110), employers of 15 or more, since 1 January 2023.
  { state: 'Washington', stateShort: 'WA', law: 'SB 5761', inForceFrom: '2023-01-01' },
  // Labor Law § 194-b, employers of 4 or more, since 17 September 2023.
  { state: 'New York', stateShort: 'NY', law: 'Labor Law § 194-b', inForceFrom: '2023-09-17' },
  // Act 203 of 2023 (SB 1057, HRS § 378-2.4), employers of 50 or more, since 1 January 2024.
  { state: 'Hawaii', stateShort: 'HI', law: 'Act 203 (SB 1057)', inForceFrom: '2024-01-01' },
  // Wage Transparency Omnibus Amendment Act of 2023, since 30 June 2024.
  {
    state: 'District of Columbia',
    stateShort: 'DC',
    law: 'Wage Transparency Omnibus Amendment Act of 2023',
    inForceFrom: '2024-06-30',
  },
  // SB 525 of 2024 (Labor and Employment § 3-304.2), every employer, since 1 October 2024.
  { state: 'Maryland', stateShort: 'MD', law: 'SB 525 (2024)', inForceFrom: '2024-10-01' },
  // HB 3129 amending the Equal Pay Act of 2003 (820 ILCS 112/10), employers of 15 or more, since 1 January 2025.
  { state: 'Illinois', stateShort: 'IL', law: 'HB 3129', inForceFrom: '2025-01-01' },
  // Minn. Stat. § 181.173, employers of 30 or more, since 1 January 2025.
  { state: 'Minnesota', stateShort: 'MN', law: 'Minn. Stat. § 181.173', inForceFrom: '2025-01-01' },
  // S2310 (P.L. 2024, c. 91), employers of 10 or more, since 1 June 2025.
  { state: 'New Jersey', stateShort: 'NJ', law: 'P.L. 2024, c. 91 (S2310)', inForceFrom: '2025-06-01' },
  // Act 155 of 2024 (H.704, 21 V.S.A. § 495o), employers of 5 or more, since 1 July 2025.
  { state: 'Vermont', stateShort: 'VT', law: 'Act 155 (H.704)', inForceFrom: '2025-07-01' },
  // An Act relative to salary range transparency (H.4890, M.G.L. c. 149 § 105E), employers of 25 or more, since 29 October 2025.
  { state: 'Massachusetts', stateShort: 'MA', law: 'H.4890 (2024)', inForceFrom: '2025-10-29' },
  // LD 54 (H.P. 18), employers of 10 or more, in force 13 July 2026 (90 days after the session ended).
  { state: 'Maine', stateShort: 'ME', law: 'LD 54 (H.P. 18)', inForceFrom: '2026-07-13' },
  // HB 105 (19 Del. C. § 709C), employers of 26 or more, signed 26 September 2025, in force two years later.
  { state: 'Delaware', stateShort: 'DE', law: 'HB 105', inForceFrom: '2027-09-26' },
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The pay-transparency law in force on `on` (today by default) where a location is, matched by its
 * state code or name; null when there is none.
 */
export function payTransparencyLawFor(
  place: { state?: string; stateShort?: string },
  on: Date = new Date(),
): PayTransparencyLaw | null {
  const short = place.stateShort?.trim().toUpperCase() ?? '';
  const name = place.state?.trim().toLowerCase() ?? '';
  if (!short && !name) return null;
  const day = isoDay(on);
  return (
    PAY_TRANSPARENCY_LAWS.find(
      (law) =>
        law.inForceFrom <= day &&
        ((short !== '' && law.stateShort === short) || (name !== '' && law.state.toLowerCase() === name)),
    ) ?? null
  );
}

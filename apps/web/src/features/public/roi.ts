/**
 * Chair-loss ROI: what an empty chair costs a salon, and how fast filling it pays for the cost of
 * hiring. Pure, so the page and the tests share one definition.
 */
export interface ChairLossInput {
  emptyChairs: number;
  averageTicket: number;
  /** Services one stylist performs per working day. */
  servicesPerDay: number;
  daysOpenPerWeek: number;
  /** Posting the opportunity plus onboarding, in dollars. */
  hireCost: number;
}

export interface ChairLossResult {
  perDay: number;
  perWeek: number;
  perMonth: number;
  perYear: number;
  /** Working days of a filled chair needed to earn back the hire cost; null when nothing is lost. */
  paybackDays: number | null;
  /** Lost revenue after each of the next 12 months. */
  cumulativeByMonth: number[];
}

export const WEEKS_PER_YEAR = 52;

export const defaultChairLossInput: ChairLossInput = {
  emptyChairs: 1,
  averageTicket: 85,
  servicesPerDay: 6,
  daysOpenPerWeek: 5,
  hireCost: 300,
};

export const chairLossLimits = {
  emptyChairs: { min: 1, max: 50 },
  averageTicket: { min: 1, max: 2000 },
  servicesPerDay: { min: 1, max: 30 },
  daysOpenPerWeek: { min: 1, max: 7 },
  hireCost: { min: 0, max: 100_000 },
} as const satisfies Record<keyof ChairLossInput, { min: number; max: number }>;

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

export function calculateChairLoss(raw: ChairLossInput): ChairLossResult {
  const input = {
    emptyChairs: clamp(raw.emptyChairs, chairLossLimits.emptyChairs),
    averageTicket: clamp(raw.averageTicket, chairLossLimits.averageTicket),
    servicesPerDay: clamp(raw.servicesPerDay, chairLossLimits.servicesPerDay),
    daysOpenPerWeek: clamp(raw.daysOpenPerWeek, chairLossLimits.daysOpenPerWeek),
    hireCost: clamp(raw.hireCost, chairLossLimits.hireCost),
  };
  const perDay = input.emptyChairs * input.averageTicket * input.servicesPerDay;
  const perWeek = perDay * input.daysOpenPerWeek;
  const perYear = perWeek * WEEKS_PER_YEAR;
  const perMonth = perYear / 12;
  return {
    perDay,
    perWeek,
    perMonth,
    perYear,
    paybackDays: perDay > 0 ? Math.max(1, Math.ceil(input.hireCost / perDay)) : null,
    cumulativeByMonth: Array.from({ length: 12 }, (_, index) => perMonth * (index + 1)),
  };
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function formatDollars(value: number): string {
  return dollars.format(Math.round(value));
}

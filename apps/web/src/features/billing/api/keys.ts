import type { PriceFamily } from '@canvas/shared';

/** Query keys of billing reads; every one sits under `billingKeys.all` so a payment can refresh them all. */
export const billingKeys = {
  all: ['billing'] as const,
  prices: (family: PriceFamily) => [...billingKeys.all, 'prices', family] as const,
  payKey: () => [...billingKeys.all, 'key'] as const,
  /** A setup secret is single-use: each form mount asks for its own (see get-client-secret.ts). */
  clientSecret: (isCreditCard: boolean) => [...billingKeys.all, 'client-secret', isCreditCard] as const,
  paymentInfo: () => [...billingKeys.all, 'payment-info'] as const,
  subscriptions: () => [...billingKeys.all, 'subscriptions'] as const,
  invoiceLists: () => [...billingKeys.all, 'invoices'] as const,
  invoices: (page: number, size: number) => [...billingKeys.invoiceLists(), page, size] as const,
  invoice: (id: number) => [...billingKeys.all, 'invoice', id] as const,
  /** Whether the signed-in user came from the retail partner (the purchase page's banner). */
  retailPartner: () => [...billingKeys.all, 'retail-partner'] as const,
};

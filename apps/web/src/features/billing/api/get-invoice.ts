import { type Invoice, invoiceSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { billingKeys } from './keys';

/** GET /api/pay/invoice/{id}: one of the caller's invoices (404 for anyone else's; the page shows it). */
export async function getInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  return invoiceSchema.parse(await api.get(apiPaths.pay.invoice(id), { errorDisplay: 'inline', signal }));
}

export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: billingKeys.invoice(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
  });

export function useInvoice(id: number) {
  return useQuery(invoiceQueryOptions(id));
}

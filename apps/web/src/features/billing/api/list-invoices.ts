import { INVOICE_PAGE_SIZE, invoiceListResultSchema } from '@canvas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { billingKeys } from './keys';

export type InvoiceList = z.infer<typeof invoiceListResultSchema>;

/** POST /api/pay/list-invoice {page, size}: one page of the caller's invoices and their total count. */
export async function listInvoices(page: number, size: number, signal?: AbortSignal): Promise<InvoiceList> {
  return invoiceListResultSchema.parse(
    await api.post(apiPaths.pay.listInvoices(), { page, size }, { errorDisplay: 'inline', signal }),
  );
}

export const invoicesQueryOptions = (page: number, size: number = INVOICE_PAGE_SIZE) =>
  queryOptions({
    queryKey: billingKeys.invoices(page, size),
    queryFn: ({ signal }) => listInvoices(page, size, signal),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useInvoices(page: number, size: number = INVOICE_PAGE_SIZE) {
  return useQuery(invoicesQueryOptions(page, size));
}

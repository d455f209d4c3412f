import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** GET /api/pay/invoice/{id}/pdf: the invoice as a PDF (the caller saves the blob). */
export function downloadInvoicePdf(id: number): Promise<DownloadedFile> {
  return api.download(apiPaths.pay.invoicePdf(id));
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}

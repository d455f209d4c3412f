import { apiErrorSchema, invoiceParams, type z } from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import type { RouteModule } from '../../lib/zod-app';
import { invoiceFileName, invoicePdfData, renderInvoicePdf } from './invoice-pdf';
import { findBillingCustomer } from './queries';
import { findReadableInvoice } from './service';

/** `GET /api/pay/invoice/{id}/pdf`: the invoice as a PDF download, for its owner or an admin. */
export const invoicePdfRoutes: RouteModule = (app) => {
  const { db } = app.deps.database;

  // Binary answer: registered without the zod reply typing (the params are still validated).
  app.get<{ Params: z.output<typeof invoiceParams> }>(
    '/api/pay/invoice/:id/pdf',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'One invoice as a PDF download (its owner or an admin)',
        params: invoiceParams,
        response: { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Someone else's invoice is the same 404 as none.
      const invoice = await findReadableInvoice(db, requireAuth(request).user, request.params.id);
      // A deleted account's invoice keeps only the billing details recorded with its payment.
      const customer = invoice.userId === null ? undefined : await findBillingCustomer(db, invoice.userId);
      const pdf = await renderInvoicePdf(invoicePdfData(invoice, customer?.billingDetails ?? null));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};

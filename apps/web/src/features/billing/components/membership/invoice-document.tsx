import { formatCents, INVOICE_ISSUER, type Invoice } from '@canvas/shared';
import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import classes from './invoice-document.module.css';
import { InvoiceStatusBadge } from './invoice-status';
import { billingAddressLine } from './payment-method-card';
import { cardExpiry, paymentMethodLabel, postsLabel } from './plan-labels';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.block}>
      <Text component="h2" className={classes.blockTitle}>
        {title}
      </Text>
      {children}
    </div>
  );
}

/** What paid this invoice, as the provider reported it at the time: 'Visa ending in 4242 (expires 04/2030)'. */
function paidWith(invoice: Invoice): string | null {
  const method = invoice.payment_intent?.payment_method;
  if (!method) return null;
  const label = paymentMethodLabel(method);
  if (!label) return null;
  return method.card ? `${label} (expires ${cardExpiry(method.card)})` : label;
}

/**
 * One invoice as a document (spec 3 "Invoice"): the fixed issuer, the customer, the canvas and its
 * plan line, the amounts (cents shown as dollars) and how it was paid. The same facts as its PDF; it
 * prints on its own (invoice-document.module.css hides the rest of the page).
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const billing = invoice.payment_intent?.payment_method.billing_details ?? null;
  const address = billing ? billingAddressLine(billing) : '';
  const line = invoice.lines.data[0];
  const method = paidWith(invoice);
  const settled = invoice.status === 'paid';

  return (
    <Paper
      component="article"
      withBorder
      className={classes.document}
      aria-label={`Invoice ${invoice.number}`}
    >
      <div className={classes.top}>
        <div>
          <Text className={classes.wordmark}>Canvas</Text>
          <Text size="sm" c="dimmed">
            Invoice {invoice.number}
          </Text>
        </div>
        <InvoiceStatusBadge status={invoice.status} size="lg" />
      </div>

      <div className={classes.grid}>
        <Block title="From">
          <Text fw={600}>{INVOICE_ISSUER.name}</Text>
          {INVOICE_ISSUER.lines.map((text) => (
            <Text key={text} size="sm">
              {text}
            </Text>
          ))}
          <Text size="sm">{INVOICE_ISSUER.email}</Text>
        </Block>
        <Block title="Details">
          <dl className={classes.facts}>
            <dt>Invoice number</dt>
            <dd>{invoice.number}</dd>
            <dt>Billing period</dt>
            <dd>{invoice.billingPeriod}</dd>
            <dt>Date paid</dt>
            <dd>{invoice.paidDate ? formatDate(invoice.paidDate) : 'Not paid'}</dd>
          </dl>
        </Block>
        <Block title="Billed to">
          <Text fw={600} className={classes.wrap}>
            {invoice.customer_name || invoice.account_name}
          </Text>
          {invoice.customer_email ? (
            <Text size="sm" className={classes.wrap}>
              {invoice.customer_email}
            </Text>
          ) : null}
          {address ? (
            <Text size="sm" className={classes.wrap}>
              {address}
            </Text>
          ) : null}
          {invoice.account_name && invoice.account_name !== invoice.customer_name ? (
            <Text size="sm" c="dimmed" className={classes.wrap}>
              Account: {invoice.account_name}
            </Text>
          ) : null}
        </Block>
        <Block title="Canvas">
          <Text fw={600} className={classes.wrap}>
            {invoice.canvasName}
          </Text>
          <Text size="sm">Opportunity posts: {postsLabel(invoice.maxOpp)}</Text>
        </Block>
      </div>

      <table className={classes.lines}>
        <caption className={classes.caption}>Charges</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className={classes.amount}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <Text fw={600} className={classes.wrap}>
                {line?.description ?? `Plan for ${invoice.canvasName}`}
              </Text>
              <Text size="sm" c="dimmed">
                {invoice.billingPeriod}
              </Text>
            </td>
            <td className={classes.amount}>{formatCents(line?.amount ?? invoice.amount)}</td>
          </tr>
        </tbody>
      </table>

      <dl className={classes.totals}>
        <dt>Subtotal</dt>
        <dd>{formatCents(invoice.amount)}</dd>
        <dt>Discount</dt>
        <dd>{formatCents(invoice.discount > 0 ? -invoice.discount : 0)}</dd>
        <dt>Tax</dt>
        <dd>{formatCents(invoice.tax)}</dd>
        <dt className={classes.total}>Total</dt>
        <dd className={classes.total}>{formatCents(invoice.total)}</dd>
        <dt>{settled ? 'Amount paid' : 'Amount due'}</dt>
        <dd>{formatCents(invoice.status === 'void' ? 0 : invoice.total)}</dd>
      </dl>

      {method ? (
        <div className={classes.paidWith}>
          <Text size="sm" c="dimmed">
            {settled ? 'Paid with' : 'Payment method'}
          </Text>
          <Text fw={600}>{method}</Text>
        </div>
      ) : null}

      <Text size="xs" c="dimmed" className={classes.footer}>
        Questions about this invoice? Write to {INVOICE_ISSUER.email}.
      </Text>
    </Paper>
  );
}

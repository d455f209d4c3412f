import { INVOICE_ISSUER, messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { makeInvoice } from '../testing/membership-fixtures';

function signIn() {
  startSession(makeSession(makeUser({ email: 'jordan@example.com' })));
}

describe('/membership/invoices: the list', () => {
  it('asks for 10 a page and shows each invoice (number, canvas, plan, period, paid date, total, status)', async () => {
    signIn();
    const { requests } = mockApi({
      'POST /api/pay/list-invoice': { body: { list: [makeInvoice(123)], total: 1 } },
    });
    renderApp('/membership/invoices');
    const row = (await screen.findByRole('link', { name: 'CNV-000123' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Gilded Comb Salon')).toBeInTheDocument();
    expect(within(row).getByText('3 job posts')).toBeInTheDocument();
    expect(within(row).getByText('01/15/2026 - 07/15/2026')).toBeInTheDocument();
    expect(within(row).getByText('01/15/2026')).toBeInTheDocument();
    expect(within(row).getByText('$240.00')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/list-invoice'))?.body).toEqual({
      page: 1,
      size: 10,
    });
    const sidebar = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(sidebar).getByRole('link', { name: 'Membership' })).toHaveAttribute('data-active', 'true');
  });

  it('opens an invoice from its row', async () => {
    signIn();
    mockApi({
      'POST /api/pay/list-invoice': { body: { list: [makeInvoice(123)], total: 1 } },
      'GET /api/pay/invoice/123': { body: makeInvoice(123) },
    });
    const { user, router } = renderApp('/membership/invoices');
    await user.click(await screen.findByRole('link', { name: 'CNV-000123' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/membership/invoice/123'));
    expect(await screen.findByRole('article', { name: 'Invoice CNV-000123' })).toBeInTheDocument();
  });

  it('pages through 10 at a time and keeps the page in the address', async () => {
    signIn();
    const { requests } = mockApi({
      'POST /api/pay/list-invoice': ({ body }) => {
        const { page } = body as { page: number };
        const first = page === 1 ? 1 : 11;
        const count = page === 1 ? 10 : 2;
        return {
          body: { list: Array.from({ length: count }, (_, index) => makeInvoice(first + index)), total: 12 },
        };
      },
    });
    const { user, router } = renderApp('/membership/invoices');
    expect(await screen.findByRole('link', { name: 'CNV-000010' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'CNV-000012' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/membership/invoices?page=2');
    expect(requests.filter((request) => request.url.endsWith('/list-invoice')).map((r) => r.body)).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ]);
  });

  it(`says "${messages.noInvoices}" when there are none`, async () => {
    signIn();
    mockApi({ 'POST /api/pay/list-invoice': { body: { list: [], total: 0 } } });
    renderApp('/membership/invoices');
    expect(await screen.findByRole('heading', { name: messages.noInvoices })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Membership' })).toHaveAttribute('href', '/membership');
  });

  it('becomes cards with the facts that tell invoices apart on a phone', async () => {
    signIn();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 600px)',
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    );
    mockApi({ 'POST /api/pay/list-invoice': { body: { list: [makeInvoice(123)], total: 1 } } });
    renderApp('/membership/invoices');
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(within(list).getByText('Invoice CNV-000123')).toBeInTheDocument();
    expect(within(list).getByText('$240.00')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View invoice CNV-000123' })).toHaveAttribute(
      'href',
      '/membership/invoice/123',
    );
    expect(within(list).queryByText('Billing period')).not.toBeInTheDocument();
  });
});

describe('/membership/invoice/{id}: one invoice', () => {
  it('shows the issuer, the customer, the canvas, the plan line and the amounts in dollars, dates MM/DD/YYYY', async () => {
    signIn();
    mockApi({ 'GET /api/pay/invoice/123': { body: makeInvoice(123) } });
    renderApp('/membership/invoice/123');
    const invoice = await screen.findByRole('article', { name: 'Invoice CNV-000123' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice CNV-000123' })).toBeInTheDocument();
    expect(within(invoice).getByText(INVOICE_ISSUER.name)).toBeInTheDocument();
    for (const line of INVOICE_ISSUER.lines) expect(within(invoice).getByText(line)).toBeInTheDocument();
    expect(within(invoice).getByText('Jordan Ellis')).toBeInTheDocument();
    expect(within(invoice).getByText('jordan@example.com')).toBeInTheDocument();
    expect(within(invoice).getByText('12 Main Street, Austin, TX 78701, US')).toBeInTheDocument();
    expect(within(invoice).getAllByText('Gilded Comb Salon').length).toBeGreaterThan(0);
    expect(within(invoice).getByText('Opportunity posts: 3 job posts')).toBeInTheDocument();
    expect(within(invoice).getByText('Business plan: 3 posts, every 6 months')).toBeInTheDocument();
    expect(within(invoice).getAllByText('01/15/2026 - 07/15/2026').length).toBeGreaterThan(0);
    expect(within(invoice).getByText('01/15/2026')).toBeInTheDocument();

    const totals = (label: string) => within(invoice).getByText(label).nextElementSibling?.textContent;
    expect(totals('Subtotal')).toBe('$300.00');
    expect(totals('Discount')).toBe('-$60.00');
    expect(totals('Tax')).toBe('$0.00');
    expect(totals('Total')).toBe('$240.00');
    expect(totals('Amount paid')).toBe('$240.00');
    expect(within(invoice).getByText('Visa ending in 4242 (expires 04/2030)')).toBeInTheDocument();
  });

  it('names the bank account that paid by bank transfer', async () => {
    signIn();
    const invoice = makeInvoice(9, {
      payment_intent: {
        payment_method: {
          billing_details: null,
          card: null,
          bank: { bank_name: 'STRIPE TEST BANK', last4: '6789' },
        },
      },
    });
    mockApi({ 'GET /api/pay/invoice/9': { body: invoice } });
    renderApp('/membership/invoice/9');
    expect(await screen.findByText('STRIPE TEST BANK account ending in 6789')).toBeInTheDocument();
  });

  it('downloads the PDF through the api client (GET /api/pay/invoice/{id}/pdf) under its file name', async () => {
    signIn();
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = mockApi({
      'GET /api/pay/invoice/123': { body: makeInvoice(123) },
      'GET /api/pay/invoice/123/pdf': {
        body: 'pdf',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="invoice-CNV-000123.pdf"',
        },
      },
    });
    const { user } = renderApp('/membership/invoice/123');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('invoice-CNV-000123.pdf');
    expect(link.getAttribute('href')).toBe('blob:invoice');
    const pdf = requests.find((request) => request.url.endsWith('/pdf'));
    expect(pdf?.headers.Authorization).toBe('Bearer token-1');
  });

  it('tells the user when the PDF could not be downloaded', async () => {
    signIn();
    mockApi({
      'GET /api/pay/invoice/123': { body: makeInvoice(123) },
      'GET /api/pay/invoice/123/pdf': { status: 503, body: { code: 503, message: 'The PDF is not ready.' } },
    });
    const { user } = renderApp('/membership/invoice/123');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF is not ready.')).toBeInTheDocument();
  });

  it('prints the page', async () => {
    signIn();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockApi({ 'GET /api/pay/invoice/123': { body: makeInvoice(123) } });
    const { user } = renderApp('/membership/invoice/123');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it("says so when the invoice does not exist or is someone else's (404)", async () => {
    signIn();
    mockApi({ 'GET /api/pay/invoice/77': { status: 404, body: { code: 404, message: 'Not found' } } });
    renderApp('/membership/invoice/77');
    expect(await screen.findByText('This invoice does not exist or is not yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your invoices' })).toHaveAttribute(
      'href',
      '/membership/invoices',
    );
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});

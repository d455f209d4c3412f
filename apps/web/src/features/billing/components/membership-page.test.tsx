import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import {
  makePaymentInfo,
  makePrice,
  makeSchoolSubscription,
  makeSubscription,
  NO_PAYMENT_INFO,
} from '../testing/membership-fixtures';

function signIn() {
  startSession(makeSession(makeUser({ email: 'jordan@example.com' })));
}

describe('/membership: each canvas plan', () => {
  it('shows the canvas, its plan (posts, price, interval), its status and the next billing date', async () => {
    signIn();
    mockApi({
      'GET /api/pay/subscriptions': { body: { list: [makeSubscription()] } },
      'GET /api/pay/paymentInfo': { body: makePaymentInfo() },
    });
    renderApp('/membership');
    const plan = await screen.findByRole('article', { name: 'Gilded Comb Salon plan' });
    expect(within(plan).getByRole('link', { name: 'Gilded Comb Salon' })).toHaveAttribute(
      'href',
      '/canvas/gilded-comb',
    );
    // The logo repeats that link for the pointer only.
    expect(plan.querySelector('a[aria-hidden="true"]')).toHaveAttribute('href', '/canvas/gilded-comb');
    expect(within(plan).getByText('3 job posts')).toBeInTheDocument();
    expect(within(plan).getByText('$300.00')).toBeInTheDocument();
    expect(within(plan).getByText('Billed every 6 months')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(within(plan).getByText('07/15/2026')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/membership/plan/update/business_six_month/41',
    );
  });

  it('links a school plan to its own plan update type (school_month)', async () => {
    signIn();
    mockApi({
      'GET /api/pay/subscriptions': {
        body: {
          list: [makeSchoolSubscription()],
        },
      },
      'GET /api/pay/paymentInfo': { body: makePaymentInfo() },
    });
    renderApp('/membership');
    const plan = await screen.findByRole('article', { name: 'Bright Academy plan' });
    expect(within(plan).getByText('1 job post')).toBeInTheDocument();
    expect(within(plan).getByText('$49.00')).toBeInTheDocument();
    expect(within(plan).getByText('Billed monthly')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/membership/plan/update/school_month/7',
    );
  });

  it('says when a plan is past due, cancels at the period end or has a change scheduled', async () => {
    signIn();
    mockApi({
      'GET /api/pay/subscriptions': {
        body: {
          list: [
            makeSubscription({
              canvas: { id: 1, slug: 'a', name: 'Past Due Salon', type: 'business' },
              status: 'past_due',
            }),
            makeSubscription({
              canvas: { id: 2, slug: 'b', name: 'Leaving Salon', type: 'business' },
              cancel_at_period_end: true,
            }),
            makeSubscription({
              canvas: { id: 3, slug: 'c', name: 'Smaller Salon', type: 'business' },
              next_price: makePrice(1),
            }),
          ],
        },
      },
      'GET /api/pay/paymentInfo': { body: makePaymentInfo() },
    });
    renderApp('/membership');
    const pastDue = await screen.findByRole('article', { name: 'Past Due Salon plan' });
    expect(within(pastDue).getByText('Past due')).toBeInTheDocument();
    expect(within(pastDue).getByText(/The last payment did not go through/)).toBeInTheDocument();

    const leaving = screen.getByRole('article', { name: 'Leaving Salon plan' });
    expect(within(leaving).getByText('Cancels at period end')).toBeInTheDocument();
    expect(within(leaving).getByText(/stays active until 07\/15\/2026, then ends/)).toBeInTheDocument();
    expect(within(leaving).getByText('—')).toBeInTheDocument();
    expect(within(leaving).queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();

    const smaller = screen.getByRole('article', { name: 'Smaller Salon plan' });
    expect(within(smaller).getByText('Change scheduled')).toBeInTheDocument();
    expect(
      within(smaller).getByText('Moves to 1 job post at $100.00 / 6 months on 07/15/2026.'),
    ).toBeInTheDocument();
  });

  it('cancels a plan at the period end after the confirmation: POST /api/pay/change-price {is_cancel: true}', async () => {
    signIn();
    const { requests } = mockApi({
      'GET /api/pay/subscriptions': { body: { list: [makeSubscription()] } },
      'GET /api/pay/paymentInfo': { body: makePaymentInfo() },
      'POST /api/pay/change-price': { body: { ok: true } },
    });
    const { user } = renderApp('/membership');
    const plan = await screen.findByRole('article', { name: 'Gilded Comb Salon plan' });

    await user.click(within(plan).getByRole('button', { name: 'Cancel plan' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel plan?' });
    expect(dialog).toHaveTextContent('stays active until 07/15/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Keep plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.url.endsWith('/change-price'))).toBe(false);

    await user.click(within(plan).getByRole('button', { name: 'Cancel plan' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText(/Your plan for Gilded Comb Salon is cancelled/)).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/change-price'))?.body).toEqual({
      canvas_id: 41,
      price_id: 'business_3_six_month',
      is_cancel: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server message when cancelling is refused', async () => {
    signIn();
    mockApi({
      'GET /api/pay/subscriptions': { body: { list: [makeSubscription()] } },
      'GET /api/pay/paymentInfo': { body: makePaymentInfo() },
      'POST /api/pay/change-price': {
        status: 409,
        body: { code: 409, message: 'This canvas has no active plan.' },
      },
    });
    const { user } = renderApp('/membership');
    const plan = await screen.findByRole('article', { name: 'Gilded Comb Salon plan' });
    await user.click(within(plan).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('This canvas has no active plan.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancel plan?' })).toBeInTheDocument();
  });

  it('without a plan explains where plans come from and links to My Canvases', async () => {
    signIn();
    mockApi({
      'GET /api/pay/subscriptions': { body: { list: [] } },
      'GET /api/pay/paymentInfo': { body: NO_PAYMENT_INFO },
    });
    renderApp('/membership');
    expect(await screen.findByText("You don't have a plan yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Canvases' })).toHaveAttribute('href', '/my-canvases');
    // Nothing to pay for and nothing on file: no payment method section, the invoices stay reachable.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Payment method' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /Invoices/ })).toHaveAttribute('href', '/membership/invoices');
  });
});

describe('/membership: the payment method and the invoices', () => {
  it('shows the card on file (brand, last 4, expiry, billing) with Update to the billing page', async () => {
    signIn();
    mockApi({
      'GET /api/pay/subscriptions': { body: { list: [makeSubscription()] } },
      'GET /api/pay/paymentInfo': { body: makePaymentInfo() },
    });
    renderApp('/membership');
    const section = await screen.findByRole('region', { name: 'Payment method' });
    expect(await within(section).findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(within(section).getByText('Expires 04/2030')).toBeInTheDocument();
    expect(within(section).getByText('12 Main Street, Austin, TX 78701, US')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      '/membership/billing/update',
    );
    expect(screen.getByRole('link', { name: /Invoices/ })).toHaveAttribute('href', '/membership/invoices');
  });

  it('shows a bank account by its bank and last 4', async () => {
    signIn();
    mockApi({
      'GET /api/pay/subscriptions': { body: { list: [makeSubscription()] } },
      'GET /api/pay/paymentInfo': {
        body: makePaymentInfo({
          type: 'us_bank_account',
          card: null,
          bank: { bank_name: 'STRIPE TEST BANK', last4: '6789' },
        }),
      },
    });
    renderApp('/membership');
    const section = await screen.findByRole('region', { name: 'Payment method' });
    expect(await within(section).findByText('STRIPE TEST BANK account ending in 6789')).toBeInTheDocument();
  });

  it('offers to add a payment method when none is on file', async () => {
    signIn();
    mockApi({
      'GET /api/pay/subscriptions': { body: { list: [makeSubscription()] } },
      'GET /api/pay/paymentInfo': { body: NO_PAYMENT_INFO },
    });
    renderApp('/membership');
    const section = await screen.findByRole('region', { name: 'Payment method' });
    expect(await within(section).findByText('No payment method on file')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Add' })).toHaveAttribute(
      'href',
      '/membership/billing/update',
    );
  });
});

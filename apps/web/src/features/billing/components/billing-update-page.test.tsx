import { messages, SANDBOX_TEST_CARDS } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { makePaymentInfo, makeSubscription, NO_PAYMENT_INFO } from '../testing/membership-fixtures';

const URL_UPDATE = '/membership/billing/update';
const LABELS = ['Name', 'Email', 'Address', 'City', 'State', 'Zip', 'Country'] as const;

function signIn() {
  startSession(makeSession(makeUser({ email: 'jordan@example.com' })));
}

type Handlers = Parameters<typeof mockApi>[0];

function billingApi(extra: Handlers = {}) {
  return mockApi({
    'GET /api/pay/paymentInfo': { body: makePaymentInfo() },
    'GET /api/pay/subscriptions': { body: { list: [makeSubscription()] } },
    'GET /api/pay/key': { body: { provider: 'sandbox', key: null } },
    'GET /api/pay/client-sec': { body: { secret: 'seti_secret_9' } },
    ...extra,
  });
}

/** Opens 'Use a new card or bank account' on the billing form and saves the sandbox's good test card. */
async function saveNewTestCard(user: ReturnType<typeof renderApp>['user']) {
  const form = await screen.findByRole('form', { name: 'Billing details' });
  await user.click(within(form).getByRole('button', { name: 'Use a new card or bank account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payment method' });
  await user.type(
    await within(dialog).findByRole('textbox', { name: 'Card number' }),
    SANDBOX_TEST_CARDS.succeeds,
  );
  await user.type(within(dialog).getByRole('textbox', { name: /Expiry date/ }), '1230');
  await user.type(within(dialog).getByRole('textbox', { name: /CVC/ }), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Save payment method' }));
  return dialog;
}

const BILLING = {
  name: 'Jordan Ellis',
  email: 'jordan@example.com',
  address: '12 Main Street',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

describe('/membership/billing/update: the billing form', () => {
  it('starts from the billing details on file and shows the method on file', async () => {
    signIn();
    billingApi();
    renderApp(URL_UPDATE);
    const form = await screen.findByRole('form', { name: 'Billing details' });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Jordan Ellis');
    expect(within(form).getByLabelText(/^Zip/)).toHaveValue('78701');
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
  });

  it("needs every field ('Please input your {label}') and a zip of digits ('Please input number only')", async () => {
    signIn();
    const { requests } = billingApi();
    const { user } = renderApp(URL_UPDATE);
    const form = await screen.findByRole('form', { name: 'Billing details' });
    for (const label of LABELS) await user.clear(within(form).getByLabelText(new RegExp(`^${label}`)));
    await user.click(within(form).getByRole('button', { name: 'Save billing details only' }));
    for (const label of LABELS) {
      expect(within(form).getByText(messages.billingFieldRequired(label.toLowerCase()))).toBeInTheDocument();
    }
    await user.type(within(form).getByLabelText(/^Zip/), '78a01');
    await user.click(within(form).getByRole('button', { name: 'Use a new card or bank account' }));
    expect(within(form).getByText(messages.billingNumberOnly)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Zip/));
    await user.type(within(form).getByLabelText(/^Zip/), '78701.5');
    expect(within(form).queryByText(messages.billingNumberOnly)).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it("saves the billing details with the method on file: 'Billing Information updated successfully' → /membership", async () => {
    signIn();
    const { requests } = billingApi({ 'PUT /api/pay/paymentInfo': { body: makePaymentInfo() } });
    const { user, router } = renderApp(URL_UPDATE);
    const form = await screen.findByRole('form', { name: 'Billing details' });
    await user.clear(within(form).getByLabelText(/^City/));
    await user.type(within(form).getByLabelText(/^City/), 'Dallas');
    await user.click(within(form).getByRole('button', { name: 'Save billing details only' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/membership'));
    expect(await screen.findByText(messages.billingUpdated)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      email: 'jordan@example.com',
      payment_method: 'pm_sandbox_1',
      billing: { ...BILLING, city: 'Dallas' },
    });
  });
});

describe('/membership/billing/update: the payment-method dialog (loading, form, saved)', () => {
  it('saves a new card at the provider, then makes it the default with the billing form → /membership', async () => {
    signIn();
    const { requests } = billingApi({
      'POST /api/pay/sandbox/payment-methods': { body: { payment_method: 'pm_new_card' } },
      'PUT /api/pay/paymentInfo': { body: makePaymentInfo({ payment_method: 'pm_new_card' }) },
    });
    const { user, router } = renderApp(URL_UPDATE);
    await saveNewTestCard(user);

    await waitFor(() => expect(currentUrl(router)).toBe('/membership'));
    expect(await screen.findByText(messages.billingUpdated)).toBeInTheDocument();
    const saved = requests.find((request) => request.url.endsWith('/sandbox/payment-methods'));
    expect(saved?.body).toMatchObject({
      secret: 'seti_secret_9',
      type: 'card',
      billing_details: {
        name: 'Jordan Ellis',
        email: 'jordan@example.com',
        address: {
          line1: '12 Main Street',
          city: 'Austin',
          state: 'TX',
          postal_code: '78701',
          country: 'US',
        },
      },
    });
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      email: 'jordan@example.com',
      payment_method: 'pm_new_card',
      billing: BILLING,
    });
  });

  it('shows the saved stage with the refusal and retries making it the default', async () => {
    signIn();
    let attempts = 0;
    const { requests } = billingApi({
      'POST /api/pay/sandbox/payment-methods': { body: { payment_method: 'pm_new_card' } },
      'PUT /api/pay/paymentInfo': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: { code: 503, message: 'The payment provider is not answering.' } }
          : { body: makePaymentInfo({ payment_method: 'pm_new_card' }) };
      },
    });
    const { user, router } = renderApp(URL_UPDATE);
    const dialog = await saveNewTestCard(user);
    expect(await within(dialog).findByText('Payment method saved')).toBeInTheDocument();
    expect(await within(dialog).findByText('The payment provider is not answering.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/membership'));
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts.map((put) => (put.body as { payment_method: string }).payment_method)).toEqual([
      'pm_new_card',
      'pm_new_card',
    ]);
    expect(requests.filter((request) => request.url.endsWith('/sandbox/payment-methods'))).toHaveLength(1);
  });

  it("says the spec's payment-key message when the provider key cannot be read", async () => {
    signIn();
    billingApi({ 'GET /api/pay/key': { status: 500, body: { code: 500, message: 'x' } } });
    const { user } = renderApp(URL_UPDATE);
    const form = await screen.findByRole('form', { name: 'Billing details' });
    await user.click(within(form).getByRole('button', { name: 'Use a new card or bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment method' });
    expect(await within(dialog).findByText(messages.paymentKeyMissing)).toBeInTheDocument();
  });

  it('without a method on file only offers to add one (starting from the account name and email)', async () => {
    signIn();
    billingApi({ 'GET /api/pay/paymentInfo': { body: NO_PAYMENT_INFO } });
    renderApp(URL_UPDATE);
    const form = await screen.findByRole('form', { name: 'Billing details' });
    expect(screen.getByText('No payment method yet')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Ava Stone');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('jordan@example.com');
    expect(within(form).queryByRole('button', { name: 'Save billing details only' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Add a payment method' })).toBeInTheDocument();
  });
});

import { messages, SANDBOX_TEST_BANK } from '@canvas/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { cardFieldMessages } from './card-fields';
import { PaymentMethodForm } from './payment-method-form';

const owner = makeUser({ id: 7 });
type Handlers = Parameters<typeof mockApi>[0];

function mockSandbox(extra: Handlers = {}) {
  startSession(makeSession(owner));
  return mockApi({
    'GET /api/user/info': { body: owner },
    'GET /api/pay/key': { body: { provider: 'sandbox', key: null } },
    'GET /api/pay/client-sec': { body: { secret: 'seti_secret_2' } },
    ...extra,
  });
}

describe('PaymentMethodForm (sandbox)', () => {
  it('saves a test bank account picked from the help note and hands on its id', async () => {
    const api = mockSandbox({
      'POST /api/pay/sandbox/payment-methods': { body: { payment_method: 'pm_bank' } },
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <PaymentMethodForm onSaved={onSaved} billingDetails={{ name: 'Bea Owner' }} />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Bank account' }));
    expect(screen.getByRole('textbox', { name: 'Account holder name' })).toHaveValue('Bea Owner');
    expect(screen.getByRole('note', { name: 'Test mode' })).toHaveTextContent(SANDBOX_TEST_BANK.routing);
    await user.click(screen.getByRole('button', { name: `Use ${SANDBOX_TEST_BANK.succeeds} pays` }));
    await user.click(screen.getByRole('button', { name: 'Save payment method' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('pm_bank', 'us_bank_account'));
    expect(api.requests.find((request) => request.url.startsWith('/api/pay/client-sec'))?.url).toContain(
      'isCreditCard=false',
    );
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      secret: 'seti_secret_2',
      type: 'us_bank_account',
      us_bank_account: {
        routing_number: SANDBOX_TEST_BANK.routing,
        account_number: SANDBOX_TEST_BANK.succeeds,
        account_holder_name: 'Bea Owner',
      },
      billing_details: { name: 'Bea Owner' },
    });
  });

  it('checks the card fields first, then shows the provider message when it refuses the card', async () => {
    const api = mockSandbox({
      'POST /api/pay/sandbox/payment-methods': {
        status: 422,
        body: { code: 422, message: messages.cardNotTestCard },
      },
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <PaymentMethodForm kind="card" onSaved={onSaved} submitLabel="Save card" />,
    );
    expect(screen.queryByRole('radio', { name: 'Bank account' })).not.toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4111');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByText(cardFieldMessages.cardNumber)).toBeInTheDocument();
    expect(screen.getByText(cardFieldMessages.expiry)).toBeInTheDocument();
    expect(screen.getByText(messages.cardCvcInvalid)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '1230');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '23');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(messages.cardNotTestCard)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says 'Something went wrong' when what follows the save fails without a message", async () => {
    mockSandbox({ 'POST /api/pay/sandbox/payment-methods': { body: { payment_method: 'pm_card' } } });
    const { user } = renderWithProviders(
      <PaymentMethodForm kind="card" onSaved={() => Promise.reject(new Error('boom'))} />,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '1230');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Save payment method' }));
    expect(await screen.findByText(messages.paymentFormFailed)).toBeInTheDocument();
  });
});

describe('PaymentMethodForm without a payment key', () => {
  it.each([
    ['the key call fails', { status: 500, body: { code: 500, message: 'Internal error' } }],
    ['Stripe has no publishable key', { body: { provider: 'stripe', key: null } }],
  ])('shows the spec message when %s', async (_case, answer) => {
    startSession(makeSession(owner));
    mockApi({ 'GET /api/user/info': { body: owner }, 'GET /api/pay/key': answer });
    renderWithProviders(<PaymentMethodForm onSaved={vi.fn()} />);
    expect(await screen.findByText(messages.paymentKeyMissing)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

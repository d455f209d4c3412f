import { messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi, type RecordedRequest } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import {
  BUSINESS_PRICES,
  CARD_ON_FILE,
  makeOrgCanvas,
  NO_PAYMENT_INFO,
  SCHOOL_PRICES,
  subscribeResult,
} from '../../testing/billing-fixtures';

const owner = makeUser({ id: 7, email: 'bea@luxe.test', profile: { target: 'businessCanvas' } });
const salon = makeOrgCanvas();
const school = makeOrgCanvas({
  id: 61,
  slug: 'aveda-austin',
  type: 'school',
  introduction: { ...salon.introduction, name: 'Aveda Austin' },
});

type Handlers = Parameters<typeof mockApi>[0];

function mockPurchase(
  options: { extra?: Handlers; retailPartner?: boolean; paymentInfo?: typeof CARD_ON_FILE } = {},
) {
  startSession(makeSession(owner));
  return mockApi({
    'GET /api/user/info': { body: owner },
    'GET /api/canvas/luxe-hair': { body: salon },
    'GET /api/canvas/aveda-austin': { body: school },
    'GET /api/pay/prices/six_month': { body: { list: BUSINESS_PRICES } },
    'GET /api/pay/prices/school': { body: { list: SCHOOL_PRICES } },
    'GET /api/pay/key': { body: { provider: 'sandbox', key: null } },
    'GET /api/pay/paymentInfo': { body: options.paymentInfo ?? NO_PAYMENT_INFO },
    'GET /api/user/is-salon-centric': { body: options.retailPartner ?? false },
    ...options.extra,
  });
}

const calls = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.url.split('?')[0] === path);

const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the tests set the promo cookie as a landing page would.
  document.cookie = 'promo=; Max-Age=0; path=/';
});

describe('plan purchase: step 1', () => {
  it('shows the canvas, Back to editor, the plans under 4 posts as cards and the 4+ Contact For Pricing card', async () => {
    mockPurchase();
    renderApp('/business-payment/luxe-hair?isPostOpportunity=true');
    const plans = await screen.findByRole('radiogroup', { name: 'Choose your plan' });
    expect(screen.getByRole('link', { name: 'Back to editor' })).toHaveAttribute(
      'href',
      '/business-canvas/luxe-hair?fromPost=true',
    );
    expect(screen.getAllByText('Luxe Hair').length).toBeGreaterThan(0);
    const cards = within(plans).getAllByRole('radio');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('1 job post$299.00 / 6 monthsBilled every 6 months, non-refundable'),
      expect.stringContaining('2 job posts$499.00 / 6 months'),
      expect.stringContaining('3 job posts$699.00 / 6 months'),
    ]);
    expect(cards[0]).toHaveAttribute('aria-checked', 'true');
    expect(within(plans).getByRole('button', { name: /4\+ job posts/ })).toHaveTextContent(
      'Contact For Pricing',
    );
    expect(screen.queryByText(/5 job posts/)).not.toBeInTheDocument();
    expect(summary().getByTestId('order-total')).toHaveTextContent('$299.00');
  });

  it('4+ opens the contact form: every field required, then POST /api/pay/contact and the Message sent! dialog', async () => {
    const api = mockPurchase({ extra: { 'POST /api/pay/contact': { body: { success: true } } } });
    const { user } = renderApp('/business-payment/luxe-hair');
    await user.click(await screen.findByRole('button', { name: /4\+ job posts/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us for pricing' });
    for (const name of ['First name', 'Last name', 'Phone number', 'Email']) {
      await user.clear(within(dialog).getByRole('textbox', { name }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    for (const label of ['first name', 'last name', 'phone number', 'email']) {
      expect(within(dialog).getByText(messages.billingFieldRequired(label))).toBeInTheDocument();
    }
    expect(calls(api.requests, 'POST', '/api/pay/contact')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Bea');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Owner');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '5125550100');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'bea@luxe.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const sent = await screen.findByRole('dialog', { name: messages.planContactSent });
    expect(sent).toHaveTextContent(messages.planContactSentDescription);
    expect(calls(api.requests, 'POST', '/api/pay/contact')[0]?.body).toEqual({
      canvasId: 51,
      firstName: 'Bea',
      lastName: 'Owner',
      phoneNumber: '5125550100',
      email: 'bea@luxe.test',
    });
  });

  it('a school buys its one monthly plan, with no 4+ card', async () => {
    mockPurchase();
    renderApp('/school-payment/aveda-austin');
    const plans = await screen.findByRole('radiogroup', { name: 'Choose your plan' });
    const cards = within(plans).getAllByRole('radio');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('School dashboard$99.00 / monthBilled monthly');
    expect(within(plans).queryByRole('button', { name: /4\+/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to editor' })).toHaveAttribute(
      'href',
      '/school-canvas/aveda-austin',
    );
  });

  it('coupon: shows the discount, says an unknown code is invalid, and emptying the field resets it', async () => {
    const api = mockPurchase({
      extra: {
        'POST /api/pay/coupon': ({ body }) =>
          (body as { coupon: string }).coupon === 'WELCOME20'
            ? { body: { code: 'WELCOME20', amount_off: null, percent_off: 20 } }
            : { status: 422, body: { code: 422, message: messages.couponInvalidServer } },
      },
    });
    const { user } = renderApp('/business-payment/luxe-hair');
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(field, 'WELCOME20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/applied: 20% off/)).toBeInTheDocument();
    expect(summary().getByText('−$59.80')).toBeInTheDocument();
    expect(summary().getByTestId('order-total')).toHaveTextContent('$239.20');
    expect(calls(api.requests, 'POST', '/api/pay/coupon')[0]?.body).toEqual({
      coupon: 'WELCOME20',
      isCreditCard: true,
    });

    await user.clear(field);
    await user.type(field, 'NOPE{Enter}');
    expect(await screen.findByText(messages.couponInvalid)).toBeInTheDocument();
    expect(summary().getByTestId('order-total')).toHaveTextContent('$299.00');

    await user.clear(field);
    expect(screen.queryByText(messages.couponInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(/applied:/)).not.toBeInTheDocument();
  });

  it('bank transfer takes $10 off in the summary', async () => {
    mockPurchase();
    const { user } = renderApp('/business-payment/luxe-hair');
    await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    expect(summary().getByText('Bank transfer discount')).toBeInTheDocument();
    expect(summary().getByText('−$10.00')).toBeInTheDocument();
    expect(summary().getByTestId('order-total')).toHaveTextContent('$289.00');
  });

  it('?preset=1 applies the preset coupon', async () => {
    const api = mockPurchase({
      extra: { 'POST /api/pay/coupon': { body: { code: 'WELCOME20', amount_off: null, percent_off: 20 } } },
    });
    renderApp('/business-payment/luxe-hair?preset=1');
    expect(await screen.findByText(/applied: 20% off/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('WELCOME20');
    expect(calls(api.requests, 'POST', '/api/pay/coupon')).toHaveLength(1);
  });

  it('a saved promo cookie is applied, then cleared', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a landing page left its promo code.
    document.cookie = 'promo=SAVE25; path=/';
    const api = mockPurchase({
      extra: { 'POST /api/pay/coupon': { body: { code: 'SAVE25', amount_off: 2500, percent_off: null } } },
    });
    renderApp('/business-payment/luxe-hair');
    expect(await screen.findByText(/applied: \$25\.00 off/)).toBeInTheDocument();
    expect(calls(api.requests, 'POST', '/api/pay/coupon')[0]?.body).toMatchObject({ coupon: 'SAVE25' });
    expect(document.cookie).not.toContain('promo=SAVE25');
    expect(summary().getByTestId('order-total')).toHaveTextContent('$274.00');
  });

  it('shows the retail-partner banner only to retail partners', async () => {
    mockPurchase({ retailPartner: true });
    const first = renderApp('/business-payment/luxe-hair');
    expect(await screen.findByText('Retail partner offer: 33% off for 6 months')).toBeInTheDocument();
    first.unmount();

    mockPurchase({ retailPartner: false });
    renderApp('/business-payment/luxe-hair');
    await screen.findByRole('radiogroup', { name: 'Choose your plan' });
    expect(screen.queryByText(/Retail partner offer/)).not.toBeInTheDocument();
  });
});

async function toStepTwo(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByRole('checkbox', { name: /agree to the terms/ });
}

describe('plan purchase: step 2', () => {
  it('checks the billing form with the spec messages before asking for a card', async () => {
    const api = mockPurchase();
    const { user } = renderApp('/business-payment/luxe-hair');
    await toStepTwo(user);
    const confirm = screen.getByRole('button', { name: messages.confirmPaymentButton });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.clear(screen.getByRole('textbox', { name: 'Country' }));
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '78-701');
    await user.click(confirm);
    for (const label of ['name', 'email', 'address', 'city', 'state', 'country']) {
      expect(screen.getByText(messages.billingFieldRequired(label))).toBeInTheDocument();
    }
    expect(screen.getByText(messages.billingNumberOnly)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(api.requests, 'POST', '/api/pay/subscribe')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radiogroup', { name: 'Choose your plan' })).toBeInTheDocument();
  });

  it('without a payment method on file: saves the sandbox card, makes it the default, then subscribes with it', async () => {
    const api = mockPurchase({
      extra: {
        'GET /api/pay/client-sec': { body: { secret: 'seti_secret_1' } },
        'POST /api/pay/sandbox/payment-methods': { body: { payment_method: 'pm_new' } },
        'PUT /api/pay/paymentInfo': { body: CARD_ON_FILE },
        'POST /api/pay/subscribe': { body: subscribeResult() },
      },
    });
    const { user, router } = renderApp('/business-payment/luxe-hair');
    await toStepTwo(user);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Bea Owner');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'TX');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '78701');
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: messages.confirmPaymentButton }));

    const dialog = await screen.findByRole('dialog', { name: 'Add your card' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await user.type(within(dialog).getByRole('textbox', { name: /Expiry date/ }), '1230');
    expect(within(dialog).getByRole('textbox', { name: /Expiry date/ })).toHaveValue('12/30');
    await user.type(within(dialog).getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $299.00' }));

    await waitFor(() =>
      expect(currentUrl(router)).toBe('/my-dashboard?tabType=posted_opportunity&viewCanvas=51'),
    );
    expect(calls(api.requests, 'GET', '/api/pay/client-sec')[0]?.url).toContain('isCreditCard=true');
    expect(calls(api.requests, 'POST', '/api/pay/sandbox/payment-methods')[0]?.body).toEqual({
      secret: 'seti_secret_1',
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      billing_details: {
        name: 'Bea Owner',
        email: 'bea@luxe.test',
        address: {
          line1: '1 Main St',
          city: 'Austin',
          state: 'TX',
          country: 'United States',
          postal_code: '78701',
        },
      },
    });
    expect(calls(api.requests, 'PUT', '/api/pay/paymentInfo')[0]?.body).toEqual({
      email: 'bea@luxe.test',
      payment_method: 'pm_new',
      billing: {
        name: 'Bea Owner',
        email: 'bea@luxe.test',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        country: 'United States',
      },
    });
    const [subscribe] = calls(api.requests, 'POST', '/api/pay/subscribe');
    expect(subscribe?.body).toEqual({
      canvas_id: 51,
      price_id: 'business_1_six_month',
      hire_a_pro: false,
      is_credit_card: true,
      email: 'bea@luxe.test',
      payment_method: 'pm_new',
    });
    expect(subscribe?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/Luxe Hair is live\. You paid \$299\.00\./)).toBeInTheDocument();
  });

  it('with a card on file: subscribes at once with it, the coupon and one key; a double click sends one attempt', async () => {
    const api = mockPurchase({
      paymentInfo: CARD_ON_FILE,
      extra: {
        'POST /api/pay/coupon': { body: { code: 'SAVE25', amount_off: 2500, percent_off: null } },
        'POST /api/pay/subscribe': { body: subscribeResult({ amount: 27400 }) },
      },
    });
    const { user, router } = renderApp('/business-payment/luxe-hair');
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'SAVE25{Enter}');
    await screen.findByText(/applied: \$25\.00 off/);
    await toStepTwo(user);
    expect(screen.getByText('VISA •••• 4242')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    const confirm = screen.getByRole('button', { name: messages.confirmPaymentButton });
    // Both clicks land before the first answer: the second is not a second attempt.
    await user.dblClick(confirm);
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/my-dashboard?tabType=posted_opportunity&viewCanvas=51'),
    );
    const sent = calls(api.requests, 'POST', '/api/pay/subscribe');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      canvas_id: 51,
      price_id: 'business_1_six_month',
      hire_a_pro: false,
      is_credit_card: true,
      email: 'bea@luxe.test',
      payment_method: 'pm_saved',
      coupon: 'SAVE25',
    });
  });

  it('a declined card shows the provider message inline; the next try is a new attempt with a new key', async () => {
    const api = mockPurchase({
      paymentInfo: CARD_ON_FILE,
      extra: {
        'POST /api/pay/subscribe': {
          body: subscribeResult({ status: 'failed', message: messages.cardDeclined, amount: 29900 }),
        },
      },
    });
    const { user } = renderApp('/business-payment/luxe-hair');
    await toStepTwo(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: messages.confirmPaymentButton }));
    expect(await screen.findByText(messages.cardDeclined)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.confirmPaymentButton }));
    await waitFor(() => expect(calls(api.requests, 'POST', '/api/pay/subscribe')).toHaveLength(2));
    const [first, second] = calls(api.requests, 'POST', '/api/pay/subscribe');
    expect(first?.headers['Idempotency-Key']).not.toEqual(second?.headers['Idempotency-Key']);
  });

  it('no answer: trying again resends the same attempt with the same key', async () => {
    let failNext = true;
    const api = mockPurchase({
      paymentInfo: CARD_ON_FILE,
      extra: {
        'POST /api/pay/subscribe': () => {
          if (failNext) {
            failNext = false;
            return { status: 503, body: { code: 503, message: 'Service unavailable' } };
          }
          return { body: subscribeResult() };
        },
      },
    });
    const { user, router } = renderApp('/business-payment/luxe-hair');
    await toStepTwo(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: messages.confirmPaymentButton }));
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.confirmPaymentButton }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/my-dashboard?tabType=posted_opportunity&viewCanvas=51'),
    );
    const [first, second] = calls(api.requests, 'POST', '/api/pay/subscribe');
    expect(second?.headers['Idempotency-Key']).toEqual(first?.headers['Idempotency-Key']);
  });

  it('requires_action (sandbox): the bank confirmation dialog, POST /api/pay/sandbox/confirm, then the same key reads the result', async () => {
    let confirmed = false;
    const api = mockPurchase({
      paymentInfo: CARD_ON_FILE,
      extra: {
        'POST /api/pay/subscribe': () => ({
          body: confirmed
            ? subscribeResult()
            : subscribeResult({
                status: 'requires_action',
                client_secret: 'pi_secret_9',
                canvas: { ...subscribeResult().canvas, status: 'draft' },
              }),
        }),
        'POST /api/pay/sandbox/confirm': () => {
          confirmed = true;
          return { body: { success: true } };
        },
      },
    });
    const { user, router } = renderApp('/business-payment/luxe-hair');
    await toStepTwo(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: messages.confirmPaymentButton }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/my-dashboard?tabType=posted_opportunity&viewCanvas=51'),
    );
    expect(calls(api.requests, 'POST', '/api/pay/sandbox/confirm')[0]?.body).toEqual({
      client_secret: 'pi_secret_9',
      approve: true,
    });
    const [first, second] = calls(api.requests, 'POST', '/api/pay/subscribe');
    expect(second?.headers['Idempotency-Key']).toEqual(first?.headers['Idempotency-Key']);
    expect(second?.body).toEqual(first?.body);
  });

  it("'Invalid Coupon' from subscribe marks the coupon invalid and stops", async () => {
    mockPurchase({
      paymentInfo: CARD_ON_FILE,
      extra: {
        'POST /api/pay/coupon': { body: { code: 'SAVE25', amount_off: 2500, percent_off: null } },
        'POST /api/pay/subscribe': {
          status: 422,
          body: { code: 422, message: messages.couponInvalidServer },
        },
      },
    });
    const { user } = renderApp('/business-payment/luxe-hair');
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'SAVE25{Enter}');
    await screen.findByText(/applied: \$25\.00 off/);
    await toStepTwo(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: messages.confirmPaymentButton }));
    expect(await screen.findByText(messages.couponInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(summary().getByTestId('order-total')).toHaveTextContent('$299.00');
  });

  it('a school that paid sees the finished dialog', async () => {
    mockPurchase({
      paymentInfo: CARD_ON_FILE,
      extra: {
        'POST /api/pay/subscribe': {
          body: subscribeResult({ amount: 9900, canvas: { id: 61, slug: 'aveda-austin', status: 'public' } }),
        },
      },
    });
    const { user } = renderApp('/school-payment/aveda-austin');
    await toStepTwo(user);
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: messages.confirmPaymentButton }));
    const dialog = await screen.findByRole('dialog', { name: 'Your plan is active' });
    expect(dialog).toHaveTextContent('We received your payment of $99.00. Aveda Austin is now live');
    expect(within(dialog).getByRole('link', { name: 'View your canvas' })).toHaveAttribute(
      'href',
      '/canvas/aveda-austin',
    );
    expect(within(dialog).getByRole('link', { name: 'My Dashboard' })).toHaveAttribute(
      'href',
      '/my-dashboard?viewCanvas=61',
    );
  });
});

describe('plan purchase: other canvases', () => {
  it('a canvas with a plan says so instead of selling another', async () => {
    startSession(makeSession(owner));
    mockApi({
      'GET /api/user/info': { body: owner },
      'GET /api/canvas/luxe-hair': {
        body: { ...salon, status: 'public', payorder: { status: 'succeeded', price: 29900 } },
      },
    });
    renderApp('/business-payment/luxe-hair');
    expect(await screen.findByText('This canvas already has a plan')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('a school canvas on the business page is not found', async () => {
    startSession(makeSession(owner));
    mockApi({ 'GET /api/user/info': { body: owner }, 'GET /api/canvas/aveda-austin': { body: school } });
    renderApp('/business-payment/aveda-austin');
    expect(await screen.findByText('We could not find this canvas')).toBeInTheDocument();
  });
});

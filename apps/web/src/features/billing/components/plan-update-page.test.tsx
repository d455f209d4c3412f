import { messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import {
  BUSINESS_PRICES,
  makePaymentInfo,
  makeSchoolSubscription,
  makeSubscription,
  SCHOOL_PRICES,
} from '../testing/membership-fixtures';

const URL_BUSINESS = '/membership/plan/update/business_six_month/41';

function signIn() {
  startSession(makeSession(makeUser({ email: 'jordan@example.com', phone: null })));
}

function businessApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/pay/subscriptions': { body: { list: [makeSubscription()] } },
    'GET /api/pay/prices/six_month': { body: { list: BUSINESS_PRICES } },
    ...extra,
  });
}

const option = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

describe('/membership/plan/update/{type}/{id}: picking a post count', () => {
  it('offers the plans of the canvas type with the current one picked, and 25+; no preview for the current plan', async () => {
    signIn();
    const { requests } = businessApi();
    renderApp(URL_BUSINESS);
    expect(await screen.findByRole('radio', { name: /^3 job posts/ })).toBeChecked();
    for (const name of [
      '1 job post',
      '2 job posts',
      '5 job posts',
      '10 job posts',
      '25 job posts',
      '25\\+ job posts',
    ]) {
      expect(option(name)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByText('Current plan', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(
      screen.getByText('This is your current plan. Pick another number of posts to change it.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm to proceed' })).toBeDisabled();
    expect(requests.some((request) => request.url.endsWith('/change-preview'))).toBe(false);
  });

  it('previews an upgrade, needs the understanding checkbox, then changes the plan: Payment initiated → /membership', async () => {
    signIn();
    const { requests } = businessApi({
      'POST /api/pay/change-preview': { body: { addition_amount: 9945, proration_days: 90 } },
      'POST /api/pay/change-price': { body: { success: true } },
      'GET /api/pay/paymentInfo': { body: makePaymentInfo() },
    });
    const { user, router } = renderApp(URL_BUSINESS);
    await user.click(await screen.findByRole('radio', { name: /^5 job posts/ }));
    expect(await screen.findByText('$99.45')).toBeInTheDocument();
    expect(screen.getByText(/for the 90 days left in this billing period/)).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/change-preview'))?.body).toEqual({
      canvas_id: 41,
      price_id: 'business_5_six_month',
    });

    const confirm = screen.getByRole('button', { name: 'Confirm to proceed' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I understand that \$99\.45 is charged/ }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(currentUrl(router)).toBe('/membership'));
    expect(await screen.findByText(messages.paymentInitiated)).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/change-price'))?.body).toEqual({
      canvas_id: 41,
      price_id: 'business_5_six_month',
      is_cancel: false,
    });
  });

  it('says a smaller plan starts at the period end and charges nothing now', async () => {
    signIn();
    businessApi({ 'POST /api/pay/change-preview': { body: { addition_amount: 0, proration_days: 90 } } });
    const { user } = renderApp(URL_BUSINESS);
    await user.click(await screen.findByRole('radio', { name: /^1 job post/ }));
    expect(
      await screen.findByText(
        /Nothing is charged now\. Your plan moves to 1 job post at \$100\.00 \/ 6 months on 07\/15\/2026/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'I understand that from 07/15/2026 I can keep at most 1 job post active.',
      }),
    ).not.toBeChecked();
  });

  it('unticks the checkbox when the pick changes', async () => {
    signIn();
    businessApi({ 'POST /api/pay/change-preview': { body: { addition_amount: 500, proration_days: 3 } } });
    const { user } = renderApp(URL_BUSINESS);
    await user.click(await screen.findByRole('radio', { name: /^5 job posts/ }));
    await user.click(await screen.findByRole('checkbox', { name: /I understand/ }));
    await user.click(option('10 job posts'));
    expect(await screen.findByRole('checkbox', { name: /I understand/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm to proceed' })).toBeDisabled();
  });

  it('shows why a preview or a change was refused', async () => {
    signIn();
    businessApi({
      'POST /api/pay/change-preview': { body: { addition_amount: 500, proration_days: 3 } },
      'POST /api/pay/change-price': {
        status: 422,
        body: { code: 422, message: messages.cardDeclined, field: 'payment_method' },
      },
    });
    const { user, router } = renderApp(URL_BUSINESS);
    await user.click(await screen.findByRole('radio', { name: /^5 job posts/ }));
    await user.click(await screen.findByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm to proceed' }));
    expect(await screen.findByText(messages.cardDeclined)).toBeInTheDocument();
    expect(currentUrl(router)).toBe(URL_BUSINESS);
  });

  it('shows a refused preview in place of the price', async () => {
    signIn();
    businessApi({
      'POST /api/pay/change-preview': {
        status: 422,
        body: { code: 422, message: messages.priceNotForCanvas, field: 'price_id' },
      },
    });
    const { user } = renderApp(URL_BUSINESS);
    await user.click(await screen.findByRole('radio', { name: /^5 job posts/ }));
    expect(await screen.findByText(messages.priceNotForCanvas)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm to proceed' })).toBeDisabled();
  });

  it('keeps the current plan when a cancellation is scheduled: the same price withdraws it', async () => {
    signIn();
    const { requests } = mockApi({
      'GET /api/pay/subscriptions': { body: { list: [makeSubscription({ cancel_at_period_end: true })] } },
      'GET /api/pay/prices/six_month': { body: { list: BUSINESS_PRICES } },
      'POST /api/pay/change-price': { body: { success: true } },
    });
    const { user, router } = renderApp(URL_BUSINESS);
    expect(await screen.findByText(/The cancellation is withdrawn/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /my plan continues/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm to proceed' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/membership'));
    expect(requests.find((request) => request.url.endsWith('/change-price'))?.body).toEqual({
      canvas_id: 41,
      price_id: 'business_3_six_month',
      is_cancel: false,
    });
  });
});

describe('/membership/plan/update: the 25+ tier is a contact form', () => {
  it("needs every field ('Please input your ...'), sends POST /api/pay/contact and shows 'Message sent!'", async () => {
    signIn();
    const { requests } = businessApi({ 'POST /api/pay/contact': { body: { success: true } } });
    const { user, router } = renderApp(URL_BUSINESS);
    await user.click(await screen.findByRole('radio', { name: /^25\+ job posts/ }));
    const form = await screen.findByRole('form', { name: 'Contact us about 25+ job posts' });
    expect(screen.queryByRole('button', { name: 'Confirm to proceed' })).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/First name/));
    await user.clear(within(form).getByLabelText(/Last name/));
    await user.clear(within(form).getByLabelText(/Email/));
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    for (const label of ['first name', 'last name', 'phone number', 'email']) {
      expect(within(form).getByText(messages.billingFieldRequired(label))).toBeInTheDocument();
    }
    expect(requests.some((request) => request.url.endsWith('/pay/contact'))).toBe(false);

    await user.type(within(form).getByLabelText(/First name/), 'Jordan');
    await user.type(within(form).getByLabelText(/Last name/), 'Ellis');
    await user.type(within(form).getByLabelText(/Phone number/), '312-555-0147');
    await user.type(within(form).getByLabelText(/Email/), 'jordan@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: messages.planContactSent });
    expect(within(dialog).getByText(messages.planContactSentDescription)).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/pay/contact'))?.body).toEqual({
      canvasId: 41,
      firstName: 'Jordan',
      lastName: 'Ellis',
      phoneNumber: '312-555-0147',
      email: 'jordan@example.com',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/membership'));
  });
});

describe('/membership/plan/update: which plan', () => {
  it('reads a school plan from the school catalogue', async () => {
    signIn();
    mockApi({
      'GET /api/pay/subscriptions': {
        body: {
          list: [makeSchoolSubscription()],
        },
      },
      'GET /api/pay/prices/school': { body: { list: SCHOOL_PRICES.slice(0, 1) } },
    });
    renderApp('/membership/plan/update/school_month/7');
    expect(await screen.findByRole('radio', { name: /^1 job post/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^25\+ job posts/ })).toBeInTheDocument();
    expect(screen.getByText('Bright Academy: 1 job post')).toBeInTheDocument();
    expect(
      screen.getByText('This is your current plan. For more posts, pick 25+ and our team will reach out.'),
    ).toBeInTheDocument();
  });

  it(`says "${messages.noActivePlan}" for a canvas without a plan of the caller`, async () => {
    signIn();
    mockApi({
      'GET /api/pay/subscriptions': { body: { list: [makeSubscription()] } },
      'GET /api/pay/prices/six_month': { body: { list: BUSINESS_PRICES } },
    });
    renderApp('/membership/plan/update/business_six_month/999');
    expect(await screen.findByText(messages.noActivePlan)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Membership' })).toHaveAttribute('href', '/membership');
  });

  it('refuses a type that is not a business or school plan', async () => {
    signIn();
    mockApi({ 'GET /api/pay/subscriptions': { body: { list: [makeSubscription()] } } });
    renderApp('/membership/plan/update/student_month/41');
    expect(await screen.findByText(messages.noActivePlan)).toBeInTheDocument();
  });
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, createVerifiedAccount, expectNoAxeViolations, startSignedIn } from './support';

/** A salon owner of the journey's own with a ready-to-publish draft canvas (no plan yet). */
async function salonWithDraft(
  request: APIRequestContext,
): Promise<{ owner: Account; id: number; slug: string }> {
  const owner = await createVerifiedAccount(request, {
    firstName: 'Maren',
    lastName: 'Holt',
    kind: 'industryProfessional',
    organization: 'businessCanvas',
  });
  const created = await request.post('/api/canvas', {
    headers: owner.headers,
    data: {
      type: 'business',
      introduction: { name: `Ivy & Oak Salon ${Date.now().toString(36)}` },
      detail: {
        primaryContactNumber: '5125550177',
        locations: [{ uuid: 'main', address: '600 Congress Ave, Austin, TX 78701', city: 'Austin' }],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  return { owner, id, slug };
}

/** Fills the sandbox card form of the payment dialog and pays. */
async function payWithCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Expiry date' }).fill('12/34');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
}

test.describe('billing', () => {
  test('a salon owner buys a plan with a coupon: the declined card shows its message, the test card publishes the canvas, and the invoice has the discounted total', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { owner, id, slug } = await salonWithDraft(request);
    await startSignedIn(page, owner.session);
    await page.goto(`/business-payment/${slug}`);

    // Step 1: the plan, the card, the coupon.
    await page.getByRole('radio', { name: /^1 job post / }).click();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('$119.20').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: billing details, the terms, then the card.
    for (const [label, value] of [
      ['Name', 'Maren Holt'],
      ['Email', owner.email],
      ['Address', '600 Congress Ave'],
      ['City', 'Austin'],
      ['State', 'TX'],
      ['Zip', '78701'],
      ['Country', 'United States'],
    ] as const) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await page.getByRole('checkbox', { name: 'I have read and agree to the terms of this plan' }).check();
    await page.getByRole('button', { name: 'CONFIRM PAYMENT' }).click();
    await payWithCard(page, '4000 0000 0000 0002');
    await expect(page.getByText('Your card was declined.').first()).toBeVisible({ timeout: 20_000 });
    let canvas = (await (await request.get(`/api/canvas/${id}`, { headers: owner.headers })).json()) as {
      status: string;
    };
    expect(canvas.status).toBe('draft');

    // The declined card is on file now: pay with another, the sandbox's good test card.
    await page.getByRole('button', { name: 'Use a different card' }).click();
    const agree = page.getByRole('checkbox', { name: 'I have read and agree to the terms of this plan' });
    if (!(await agree.isChecked())) await agree.check();
    await page.getByRole('button', { name: 'CONFIRM PAYMENT' }).click();
    await payWithCard(page, '4242 4242 4242 4242');
    // A paid business opens its posted opportunities on My Dashboard.
    await expect(page).toHaveURL(/\/my-dashboard\?tabType=posted_opportunity&viewCanvas=/, {
      timeout: 30_000,
    });
    canvas = (await (await request.get(`/api/canvas/${id}`, { headers: owner.headers })).json()) as {
      status: string;
    };
    expect(canvas.status).toBe('public');

    // Paid: 20 % off $149.00.
    const invoices = await request.post('/api/pay/list-invoice', {
      headers: owner.headers,
      data: { page: 1, size: 10 },
    });
    const list = ((await invoices.json()) as { list: { id: number; total: number; status: string }[] }).list;
    // The history keeps the declined attempt too, newest first.
    expect(list.map(({ total, status }) => ({ total, status }))).toEqual([
      { total: 11920, status: 'paid' },
      { total: 11920, status: 'failed' },
    ]);

    // The invoice list and the paid invoice's page.
    await page.goto('/membership/invoices');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const paid = list.find((invoice) => invoice.status === 'paid');
    await page.goto(`/membership/invoice/${paid?.id}`);
    await expect(page.getByText('$119.20').first()).toBeVisible();
    await expect(page.getByText(/4242/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A bigger plan: the prorated preview, the understanding, then 'Payment initiated'.
    await page.goto('/membership');
    await page.getByRole('link', { name: 'Change plan' }).click();
    await expect(page).toHaveURL(new RegExp(`/membership/plan/update/[a-z_]+/${id}$`));
    await page.getByRole('radio', { name: /^3 job posts/ }).click();
    await expect(page.getByText(/You pay \$[\d,.]+ now for the \d+ days? left/)).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirm to proceed' }).click();
    await expect(page.getByText('Payment initiated')).toBeVisible();
    await expect(page).toHaveURL(/\/membership$/);
    const plans = (await (
      await request.get('/api/pay/subscriptions', { headers: owner.headers })
    ).json()) as {
      list: { price: { job_count: number } }[];
    };
    expect(plans.list.map((plan) => plan.price.job_count)).toEqual([3]);
    await expectNoAxeViolations(page);
  });
});

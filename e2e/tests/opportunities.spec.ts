import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type MediaItem, messages, type OpportunityInput, SANDBOX_TEST_CARDS } from '@canvas/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { noisePng } from './png';
import { type Account, createVerifiedAccount, expectNoAxeViolations, startSignedIn } from './support';

/**
 * Opportunities (issue 22): a salon owner with a paid plan posts, previews, publishes and shares
 * one; the quota message once the plan is used up; a student finds one by keyword and radius,
 * applies with the prefilled message and withdraws from My Opportunities; the embed snippet shows
 * one inside an iframe on another origin. Each journey makes its own salon (a two-post plan bought
 * through the sandbox API) with a made-up word, so searches are exact whatever the demo seed holds.
 */

/** Searches and uploads share two cores with other journeys: give each answer room. */
const expect = baseExpect.configure({ timeout: 30_000 });

const AUSTIN: [number, number] = [-97.7431, 30.2672];

interface Salon {
  owner: Account;
  canvasId: number;
  name: string;
  word: string;
  locationAddress: string;
}

function madeUpWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return `zelvorn${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

/** A published salon in Austin on business_2_six_month (two posts), paid with the sandbox's test card. */
async function paidSalon(request: APIRequestContext): Promise<Salon> {
  const owner = await createVerifiedAccount(request, {
    firstName: 'Noor',
    lastName: 'Haddad',
    kind: 'industryProfessional',
    organization: 'businessCanvas',
  });
  const word = madeUpWord();
  const name = `Juniper & Ash ${word}`;
  const locationAddress = '610 Congress Ave, Austin, TX 78701';
  const created = await request.post('/api/canvas', {
    headers: owner.headers,
    data: {
      type: 'business',
      introduction: { name },
      detail: {
        primaryContactNumber: '5125550163',
        locations: [
          {
            uuid: randomUUID(),
            address: locationAddress,
            city: 'Austin',
            state: 'Texas',
            stateShort: 'TX',
            zipCode: '78701',
            coordinates: AUSTIN,
          },
        ],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: canvasId } = (await created.json()) as { id: number };

  const secret = await request.get('/api/pay/client-sec?isCreditCard=true', { headers: owner.headers });
  expect(secret.ok(), await secret.text()).toBe(true);
  const saved = await request.post('/api/pay/sandbox/payment-methods', {
    headers: owner.headers,
    data: {
      secret: ((await secret.json()) as { secret: string }).secret,
      type: 'card',
      card: { number: SANDBOX_TEST_CARDS.succeeds, exp_month: 12, exp_year: 2040, cvc: '123' },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const paymentMethod = ((await saved.json()) as { payment_method: string }).payment_method;
  const paid = await request.post('/api/pay/subscribe', {
    headers: { ...owner.headers, 'idempotency-key': randomUUID() },
    data: {
      canvas_id: canvasId,
      price_id: 'business_2_six_month',
      payment_method: paymentMethod,
      email: owner.email,
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
  return { owner, canvasId, name, word, locationAddress };
}

/** What an opportunity of the salon needs to be public (the API's required fields). */
async function opportunityOf(request: APIRequestContext, salon: Salon, status: 'public' | 'private') {
  const canvas = (await (
    await request.get(`/api/canvas/${salon.canvasId}`, { headers: salon.owner.headers })
  ).json()) as { detail: { locations: { uuid: string }[] } };
  const thumb = await request.post('/api/media/upload?slot=thumbnailPhoto&canvasType=business', {
    headers: { ...salon.owner.headers, 'content-type': 'image/png' },
    data: noisePng(320, 200, [170, 120, 140]),
  });
  expect(thumb.ok(), await thumb.text()).toBe(true);
  const body: OpportunityInput = {
    canvasId: salon.canvasId,
    status,
    jobTitle: { optionId: null, name: `Balayage Specialist ${salon.word}` },
    jobType: { optionId: 1, name: 'Full Time' },
    jobCategory: { optionId: 4, name: 'Colorist' },
    locationUuid: canvas.detail.locations[0]?.uuid ?? null,
    editor: `<p>Lived-in color with the ${salon.word} team on Congress Avenue.</p>`,
    media: { thumbPhoto: ((await thumb.json()) as { item: MediaItem }).item },
    additional: {
      website: 'https://juniper-ash.example.com',
      paymentStructure: { optionId: 170, name: 'Commission' },
    },
  };
  const created = await request.post('/api/opportunity', { headers: salon.owner.headers, data: body });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { id: number; slug: string };
}

async function pickOption(page: Page, label: string, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('opportunities', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a salon owner with a paid plan posts one with a thumbnail and rich text, previews, publishes and copies its link; the quota message once the plan is used up', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const salon = await paidSalon(request);
    // One of the two posts is taken already: the journey's publish takes the last.
    await opportunityOf(request, salon, 'public');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await startSignedIn(page, salon.owner.session);
    await page.goto(`/dashboard-post-job-opportunity?id=${salon.canvasId}`);
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue(salon.name);

    await page.getByRole('textbox', { name: 'Website' }).fill('https://juniper-ash.example.com');
    await pickOption(page, 'Job Title', 'Colorist', /^Colorist$/);
    await pickOption(page, 'Job category', 'Color', /^Colorist$/);
    await page.getByRole('combobox', { name: 'Job type' }).click();
    await page.getByRole('option', { name: 'Full Time' }).click();
    await page.getByRole('combobox', { name: 'Select Location' }).click();
    await page.getByRole('option', { name: salon.locationAddress }).click();
    const description = page.getByRole('textbox', { name: 'Job description' });
    await description.click();
    await page.keyboard.type('Join our color bar. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Paid education every month.');
    await pickOption(page, 'Payment structure', 'Comm', /^Commission$/);
    const thumbnail = page.getByRole('group', { name: 'Thumbnail Photo' });
    await thumbnail.locator('input[type=file]').setInputFiles({
      name: 'thumbnail.png',
      mimeType: 'image/png',
      buffer: noisePng(640, 400, [180, 120, 150]),
    });
    await expect(thumbnail.getByRole('img', { name: 'Thumbnail Photo', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Preview saves it (still private) and shows the page as visitors will see it.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/opportunity-detail\/colorist-juniper-ash-[a-z-]+\?.*is_preview=true/);
    await expect(page.getByRole('heading', { level: 1, name: 'Colorist' })).toBeVisible();
    const shown = page.getByRole('region', { name: 'Description' });
    await expect(shown.locator('strong')).toHaveText('Paid education every month.');
    await expectNoAxeViolations(page);

    // Publish: the success page, whose Copy link puts the opportunity's address on the clipboard.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/opportunity-publish-success\?id=colorist-juniper-ash-/);
    const slug = new URL(page.url()).searchParams.get('id') ?? '';
    await expect(page.getByRole('textbox', { name: 'Opportunity link' })).toHaveValue(
      `${baseURL}/opportunity-detail/${slug}`,
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText(messages.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/opportunity-detail/${slug}`,
    );
    await expectNoAxeViolations(page);
    const published = (await (await request.get(`/api/opportunity/${slug}`)).json()) as {
      status: string;
      media: { thumbPhoto: unknown };
      editor: string;
    };
    expect(published.status).toBe('public');
    expect(published.media.thumbPhoto).not.toBeNull();
    expect(published.editor).toContain('<strong>Paid education every month.</strong>');

    // The plan's two posts are used: making a third public answers the quota message.
    const third = await opportunityOf(request, salon, 'private');
    await page.goto(`/opportunity-detail/${third.slug}`);
    await page.getByRole('button', { name: 'Set as Public' }).click();
    await expect(
      page.getByText(messages.opportunityQuotaReached('support@canvas.example.com')),
    ).toBeVisible();
    const still = (await (
      await request.get(`/api/opportunity/${third.slug}`, { headers: salon.owner.headers })
    ).json()) as { status: string };
    expect(still.status).toBe('private');
  });

  test('a student finds one by keyword and radius, applies with the prefilled message, sees it in My Opportunities and withdraws', async ({
    page,
    request,
    demoSession,
  }) => {
    const salon = await paidSalon(request);
    const { slug } = await opportunityOf(request, salon, 'public');
    const title = `Balayage Specialist ${salon.word}`;
    await startSignedIn(page, await demoSession('student'));

    // Keyword, then a place and a radius: Austin within 25 miles finds it, New York does not.
    await page.goto('/homepage-opportunity');
    // The search starts at the student's own place (her canvas is in Chicago); clear it to search everywhere.
    const location = page.getByRole('combobox', { name: 'Location' });
    await expect(location).toHaveValue(/Chicago/);
    await page.getByRole('button', { name: 'Clear location' }).click();
    await expect(location).toHaveValue('');
    const keyword = page.getByRole('textbox', { name: 'Keyword' });
    await keyword.fill(salon.word);
    await keyword.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${salon.word}`));
    const count = page.getByRole('heading', { level: 2, name: /opportunit(y|ies)$/ });
    await expect(count).toHaveText('1 opportunity');
    await location.fill('New York');
    await page.getByRole('option', { name: 'New York, NY', exact: true }).click();
    await expect(count).toHaveText('0 opportunities');
    await location.fill('Austin');
    await page.getByRole('option', { name: 'Austin, TX', exact: true }).click();
    await page.getByRole('combobox', { name: 'Radius' }).click();
    await page.getByRole('option', { name: /^25 miles/ }).click();
    await expect(count).toHaveText('1 opportunity');
    await expectNoAxeViolations(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/opportunity-detail/${slug}`));

    // Apply: the message names the company, the job title and the student.
    await page.getByRole('button', { name: 'Apply with my Portfolio' }).click();
    const message = page.getByRole('dialog', { name: 'Apply with my Portfolio' }).getByLabel('Your message');
    await expect(message).toHaveValue(new RegExp(`^Hi ${salon.name},`));
    await expect(message).toHaveValue(new RegExp(`interested in the ${title} opportunity`));
    await expect(message).toHaveValue(/Maya Robinson$/);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('dialog', { name: 'Message sent!' })).toBeVisible();
    await expect(page.getByText('Woohoo! Your application was sent successfully.')).toBeVisible();
    await page.getByRole('button', { name: 'Back to My Applied Opportunities' }).click();

    // My Opportunities: applied, then withdrawn with a note to the poster.
    await expect(page).toHaveURL(/\/my-opportunities$/);
    const card = page.getByRole('region', { name: `${title} at ${salon.name}` });
    await expect(card.getByText('applied', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw your application?' });
    await confirm.getByLabel('Message to the poster').fill('I accepted another offer, thank you!');
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await expect(card.getByText('withdrawed', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  });

  test('the embed snippet shows the opportunity inside an iframe on a page of another origin', async ({
    page,
    request,
    browser,
  }) => {
    const salon = await paidSalon(request);
    const { slug } = await opportunityOf(request, salon, 'public');
    await startSignedIn(page, salon.owner.session);
    await page.goto(`/opportunity-detail/${slug}`);
    await page.getByRole('button', { name: 'Embed' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('switch', { name: messages.embedIncludeCompany })).toBeChecked();
    await panel.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByText(messages.embedCodeCopied)).toBeVisible();
    const snippet = await panel.getByRole('textbox', { name: 'Embed code' }).inputValue();
    expect(snippet).toMatch(/^<iframe src="[^"]+isEmbedded=true/);

    // A salon's own website on another port of this machine: another origin.
    const site: Server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><title>Juniper &amp; Ash careers</title></head><body><main><h1>Careers</h1>${snippet}</main></body></html>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const visitor = await browser.newContext();
    try {
      const host = await visitor.newPage();
      await host.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
      const frame = host.frameLocator('iframe');
      await expect(
        frame.getByRole('heading', { level: 1, name: `Balayage Specialist ${salon.word}` }),
      ).toBeVisible();
      // Applying happens on Canvas's own page, in a new tab.
      await expect(frame.getByRole('link', { name: 'Apply with my Portfolio' })).toHaveAttribute(
        'href',
        `/opportunity-detail/${slug}`,
      );
      // Embedded: no site header inside the frame.
      await expect(frame.getByRole('banner')).toHaveCount(0);
    } finally {
      await visitor.close();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});

import { messages } from '@canvas/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import {
  type Account,
  bearer,
  createVerifiedAccount,
  linkPath,
  signInThroughApi,
  startSignedIn,
  waitForMessage,
} from './support';

/**
 * The hiring loop (issue 23): the demo salon's owner works the pipeline from My Dashboard and a
 * candidate hears of it (the bell, the notification, the calendar invitation in the outbox); the
 * owner invites a coworker, who accepts; a Non-admin member sees no My Team and the server refuses
 * them. Candidates and coworkers are the journeys' own accounts: the demo salon (seeded with an
 * applicant in every status, modules/hiring/seed.ts) is only read, or added to.
 */

/** The applicants list reloads after each change on two busy cores: give each answer room. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The demo salon's first active opportunity: it carries the old site's slug and the seeded pipeline. */
const PIPELINE_SLUG = 'receptionist';
const SALON_NAME = 'Gilded Comb Salon';

/** A surname no other journey or seeded member has, so the name search finds one row. */
function madeUpSurname(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return `Quorvel${Array.from({ length: 5 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

async function demoSalonId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/canvas/demo-salon');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/** A student of the journey's own, with a draft canvas, who applied to the demo salon's pipeline. */
async function applicant(request: APIRequestContext): Promise<{ account: Account; name: string }> {
  const lastName = madeUpSurname();
  const account = await createVerifiedAccount(request, { firstName: 'Noa', lastName, kind: 'student' });
  const canvas = await request.post('/api/canvas', {
    headers: account.headers,
    data: { type: 'student', introduction: { name: `Noa ${lastName}` } },
  });
  expect(canvas.ok(), await canvas.text()).toBe(true);
  const opportunity = await request.get(`/api/opportunity/${PIPELINE_SLUG}`);
  expect(opportunity.ok(), await opportunity.text()).toBe(true);
  const applied = await request.post('/api/opportunity/apply', {
    headers: account.headers,
    data: {
      id: ((await opportunity.json()) as { id: number }).id,
      canvasId: ((await canvas.json()) as { id: number }).id,
      message: `Hi ${SALON_NAME}, I would love to join your front desk.`,
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  return { account, name: `Noa ${lastName}` };
}

/** A Mantine select: open it by its label, pick the option. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** `YYYY-MM-DDTHH:mm` a week ahead at 10:30, as a datetime-local field takes it. */
function aWeekAhead(): string {
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:30`;
}

test.describe('hiring', () => {
  test('the demo salon owner switches canvas, sees the posted opportunities and their views, filters the applicants and moves a candidate to Interviewing, then to an interview on a date; the candidate sees the bell, the notification and the .ics invitation', async ({
    page,
    browser,
    request,
    demoSession,
  }) => {
    const candidate = await applicant(request);
    await startSignedIn(page, await demoSession('business'));
    await page.goto('/my-dashboard');

    // The owner is also an Admin at another salon: switch there and back.
    const switcher = page.getByRole('combobox', { name: 'Dashboard' });
    await switcher.click();
    await page
      .getByRole('option', { name: /· Business$/ })
      .filter({ hasNotText: SALON_NAME })
      .click();
    await expect(page.getByText('View as Admin')).toBeVisible();
    await choose(page, 'Dashboard', `${SALON_NAME} · Business`);
    await expect(switcher).toHaveValue(`${SALON_NAME} · Business`);
    await expect(page.getByText('View as Admin')).toHaveCount(0);

    // Posted Opportunities: the pipeline's card with its applicant count, and its views chart.
    await page.getByRole('tab', { name: 'Posted Opportunities' }).click();
    const card = page.getByRole('article', { name: 'Receptionist' });
    const applicants = card.getByRole('link', { name: /^\d+ applicants$/ });
    await expect(applicants).toBeVisible();
    expect(Number((await applicants.getAttribute('aria-label'))?.split(' ')[0])).toBeGreaterThanOrEqual(15);
    await card.getByRole('button', { name: /^\d+ views, open the chart$/ }).click();
    const chart = page.getByRole('dialog', { name: 'Views of Receptionist' });
    await expect(chart.getByRole('img', { name: /^Views per day: \d+ in all$/ })).toBeVisible();
    await chart.getByText('Week', { exact: true }).click();
    await expect(chart.getByRole('img', { name: /^Views per week: \d+ in all$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chart).toBeHidden();

    // The applicants: find the candidate by name and status, then move them twice.
    await applicants.click();
    await expect(page).toHaveURL(/\/opportunity-applicants\?canvasId=\d+&id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(candidate.name);
    await choose(page, 'Status', 'Applied');
    const status = page.getByRole('combobox', { name: `Status of ${candidate.name}` });
    await expect(status).toHaveValue('Applied');
    await status.click();
    await page.getByRole('option', { name: 'Interviewing', exact: true }).click();
    await expect(page.getByText(`${candidate.name} is now Interviewing.`)).toBeVisible();
    // The Applied filter no longer holds them; Interviewing does.
    await expect(status).toHaveCount(0);
    await choose(page, 'Status', 'Interviewing');
    await expect(status).toHaveValue('Interviewing');

    await status.click();
    await page.getByRole('option', { name: 'Scheduled Interview Date', exact: true }).click();
    const schedule = page.getByRole('dialog', { name: 'Scheduled Interview Date' });
    await schedule.getByLabel('Date and time').fill(aWeekAhead());
    await schedule.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`${candidate.name} is invited: Scheduled Interview Date.`)).toBeVisible();
    await choose(page, 'Status', 'Scheduled Interview Date');
    await expect(status).toHaveValue('Scheduled Interview Date');

    // The candidate, in a browser of their own: the bell counts both changes, the page says them.
    const candidateContext = await browser.newContext();
    try {
      const own = await candidateContext.newPage();
      await startSignedIn(own, candidate.account.session);
      await own.goto('/my-canvases');
      const bell = own.getByRole('link', { name: 'Notifications, 2 unread' });
      await expect(bell).toBeVisible();
      await bell.click();
      await expect(own).toHaveURL(/\/notifications$/);
      await expect(
        own.getByText(`${SALON_NAME} moved your application for Receptionist to Scheduled Interview Date.`),
      ).toBeVisible();
      await expect(
        own.getByText(`${SALON_NAME} moved your application for Receptionist to Interviewing.`),
      ).toBeVisible();
    } finally {
      await candidateContext.close();
    }

    // The invitation email carries the calendar event.
    const invitation = await waitForMessage(request, candidate.account.email, 'applicant_invitation');
    const ics = invitation.attachments?.find((file) => file.filename.endsWith('.ics'));
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
    expect(ics?.content).toContain('METHOD:REQUEST');
    expect(ics?.content).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics?.content).toContain(`SUMMARY:Receptionist — ${SALON_NAME}`);
  });

  test('the demo salon owner invites a coworker by email from My Team; the coworker follows the emailed link and joins', async ({
    page,
    browser,
    request,
    demoSession,
  }) => {
    const coworker = await createVerifiedAccount(request, { firstName: 'Remy', lastName: 'Okonjo' });
    const salonId = await demoSalonId(request);
    await startSignedIn(page, await demoSession('business'));
    await page.goto(`/my-dashboard?viewCanvas=${salonId}&tabType=team`);

    await page.getByRole('button', { name: 'Add coworker' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add coworker' });
    const emails = dialog.getByRole('combobox', { name: 'Emails' });
    await emails.fill(coworker.email);
    await emails.press('Enter');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Non-admin', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText(messages.teamMembersAdded)).toBeVisible();
    await expect(dialog).toBeHidden();

    const link = linkPath(await waitForMessage(request, coworker.email, 'staff-invitation'));
    expect(link).toMatch(/^\/invitation\?code=/);
    const coworkerContext = await browser.newContext();
    try {
      const own = await coworkerContext.newPage();
      await startSignedIn(own, coworker.session);
      await own.goto(link);
      await expect(own.getByRole('heading', { level: 1, name: `You joined ${SALON_NAME}` })).toBeVisible();
    } finally {
      await coworkerContext.close();
    }

    // The owner's My Team now lists them as a member, no longer pending.
    await page.reload();
    const team = page.getByRole('region', { name: 'My Team' });
    await team.getByRole('textbox', { name: 'Search' }).fill('Okonjo');
    const row = team.getByRole('row').filter({ hasText: coworker.email });
    await expect(row.getByRole('cell', { name: 'Non-admin' })).toBeVisible();
    await expect(row.getByText('Pending', { exact: true })).toHaveCount(0);
    await expect(row.getByText('Pending')).toHaveCount(0);
  });

  test('a Non-admin member of the demo salon sees neither My Team nor Posted Opportunities, and the server refuses them', async ({
    page,
    request,
  }) => {
    const salonId = await demoSalonId(request);
    const session = await signInThroughApi(request, 'stylist@demo.test');
    await startSignedIn(page, session);
    await page.goto(`/my-dashboard?viewCanvas=${salonId}&tabType=team`);
    await expect(page.getByText('View as Non-admin')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'My Opportunities' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'My Team' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Posted Opportunities' })).toHaveCount(0);

    const headers = bearer(session);
    const team = await request.post('/api/canvas/school/employees', {
      headers,
      data: { canvasId: salonId, business: true },
    });
    expect(team.status()).toBe(403);
    const opportunity = (await (await request.get(`/api/opportunity/${PIPELINE_SLUG}`)).json()) as {
      id: number;
    };
    const pipeline = await request.post('/api/opportunity/applicants', {
      headers,
      data: { id: opportunity.id },
    });
    expect(pipeline.status()).toBe(403);
  });
});

import { expect, test } from './fixtures';
import { createVerifiedAccount, expectNoAxeViolations, startSignedIn } from './support';

/**
 * Issue #26 "A signed-in home on the phone" (375 px, touch): members move around by the bottom
 * navigation, and a new account's first run does not ask its sign-up role again.
 */
test.describe('signed-in home on a phone', () => {
  test('a student reaches Browse and their portfolio from the bottom navigation @mobile', async ({
    page,
    request,
  }) => {
    // A student of its own with exactly one canvas: other journeys add canvases to the demo student.
    const account = await createVerifiedAccount(request, { firstName: 'Lena', lastName: 'Park' });
    const created = await request.post('/api/canvas', {
      headers: account.headers,
      data: { type: 'student', introduction: { name: 'Lena Park', title: 'Cosmetology Student' } },
    });
    expect(created.ok(), await created.text()).toBe(true);
    // A message waiting, so Messages carries its unread count.
    const salon = await createVerifiedAccount(request, { firstName: 'Ines', lastName: 'Vale' });
    const channel = await request.post('/api/chat/direct', {
      headers: salon.headers,
      data: { userId: account.session.user.id },
    });
    expect(channel.ok(), await channel.text()).toBe(true);
    const { id: channelId } = (await channel.json()) as { id: number };
    const sent = await request.post(`/api/chat/channels/${channelId}/messages`, {
      headers: salon.headers,
      data: { body: 'Are you free for a trial day?', clientId: `phone-home-${Date.now()}` },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await startSignedIn(page, account.session);
    await page.goto('/my-canvases');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    // The count's visible text reads in the order of the link's name.
    await expectNoAxeViolations(page);
    await expect(nav.getByRole('link', { name: 'My Portfolio' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Browse' }).tap();
    await expect(page).toHaveURL(/\/homepage-canvas\/professional/);
    await expect(nav.getByRole('link', { name: 'Browse' })).toHaveAttribute('aria-current', 'page');

    // Account opens the account sheet.
    await nav.getByRole('button', { name: 'Account' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Your account' });
    await expect(sheet.getByRole('link', { name: 'Account Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // One canvas: My Portfolio opens its editor, where the nav steps aside.
    await nav.getByRole('link', { name: 'My Portfolio' }).tap();
    await expect(page).toHaveURL(/\/student-canvas\//);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('a new student is not asked the role again and finds Create in the first screen @mobile', async ({
    page,
    request,
  }) => {
    const account = await createVerifiedAccount(request, { prefix: 'first-run', kind: 'student' });
    await startSignedIn(page, account.session);
    await page.goto('/my-canvases');
    const create = page.getByRole('link', { name: 'Create your portfolio' });
    await expect(create).toBeInViewport({ ratio: 1 });
    await create.tap();
    // Straight to the student flow: 'Who is this portfolio for?' is not asked after sign-up.
    await expect(page).toHaveURL(/\/education-info$/);
    await expect(page.getByRole('heading', { name: 'Who is this portfolio for?' })).toHaveCount(0);
  });

  test("a salon owner's screens never scroll sideways at 375 px @mobile", async ({ page, demoSession }) => {
    await startSignedIn(page, await demoSession('business'));
    // My Team lists invitees by their (long) email addresses; messages and notifications have long previews.
    for (const path of [
      '/home?tabType=team',
      '/home?tabType=posted_opportunity',
      '/message',
      '/notifications',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});

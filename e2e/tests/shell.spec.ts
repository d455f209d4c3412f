import { messages } from '@canvas/shared';
import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoAccounts,
  expectNoAxeViolations,
  signInThroughApi,
  signInThroughForm,
  startSignedIn,
} from './support';

test.describe('visitor', () => {
  test('sees the home page with sign-in in the header, and it is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('unknown paths fall back to home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a sign-in-required route sends the visitor to /sign-in?from=..., and back after signing in', async ({
    page,
  }) => {
    await page.goto('/my-canvases');
    await expect(page).toHaveURL(/\/sign-in\?from=%2Fmy-canvases$/);
    await expectNoAxeViolations(page);
    await signInThroughForm(page, demoAccounts.student.email);
    await expect(page).toHaveURL(/\/my-canvases$/);
  });
});

test('the visitor header keeps one row from the desktop breakpoint up: its calls join at 1280 px', async ({
  page,
}) => {
  // The demo salon's canvas: a header with both calls (Create a Portfolio and Post Opportunity).
  for (const [width, calls] of [
    [1024, false],
    [1279, false],
    [1280, true],
  ] as const) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/canvas/demo-salon');
    const header = page.getByRole('banner');
    const names = ['Sign in', 'Create account', 'Create a Portfolio', 'Post Opportunity'];
    for (const [index, name] of names.entries()) {
      await expect(header.getByRole('link', { name })).toBeVisible({ visible: index < 2 || calls });
    }
    const middle = async (name: string) => {
      const box = await header.getByRole('link', { name }).boundingBox();
      return box ? Math.round(box.y + box.height / 2) : null;
    };
    const headerBox = await header.boundingBox();
    const row = Math.round((headerBox?.y ?? 0) + (headerBox?.height ?? 0) / 2);
    const middles = await Promise.all(names.slice(0, calls ? 4 : 2).map(middle));
    for (const value of middles)
      expect(Math.abs((value ?? 0) - row), `${width} px: ${middles}`).toBeLessThan(3);
  }
});

test.describe('sign-in page', () => {
  test("shows the spec's messages for a bad email and a missing password", async ({ page }) => {
    await page.goto('/sign-in');
    await signInThroughForm(page, 'not-an-email', '');
    await expect(page.getByText(messages.signInEmailInvalid)).toBeVisible();
    await expect(page.getByText(messages.signInPasswordRequired)).toBeVisible();
  });

  test('a wrong password gets a clear message', async ({ page }) => {
    await page.goto('/sign-in');
    await signInThroughForm(page, demoAccounts.pro.email, 'Wrong_pass1');
    await expect(page.getByRole('alert').filter({ hasText: messages.wrongCredentials })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  for (const [kind, account] of Object.entries(demoAccounts)) {
    test(`the ${kind} demo account lands on ${account.landing}`, async ({ page }) => {
      await page.goto('/sign-in');
      await signInThroughForm(page, account.email);
      await expect(page).toHaveURL(new RegExp(`${account.landing}$`));
      await expect(page.getByRole('main').getByText(account.name, { exact: false }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('session', () => {
  // Each journey ends its session, so each signs in with one of its own.
  test('a revoked token brings up the re-login modal, which signs back in on the same page', async ({
    page,
    request,
  }) => {
    await startSignedIn(page, await signInThroughApi(request, demoAccounts.business.email));
    await page.goto('/home');
    await expect(page.getByRole('main').getByText(demoAccounts.business.name).first()).toBeVisible();

    // Revoke the token behind the app's back, as a logout elsewhere or an admin would. The app is
    // closed meanwhile: a live page's own poll could meet the 401 first and clear the stored token,
    // and the reopened page would then be a visitor's sign-in page rather than the modal.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.goto('about:blank');
    const revoked = await page.request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);

    await page.goto('/home');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText(messages.reloginEmpty)).toBeVisible();
    await dialog.getByLabel('Email').fill(demoAccounts.business.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(token);
  });

  test('signing out clears the session and returns to the home page', async ({ page, request }) => {
    await startSignedIn(page, await signInThroughApi(request, demoAccounts.school.email));
    await page.goto('/home');
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const info = await page.request.get('/api/user/info', { headers: { authorization: `Bearer ${token}` } });
    expect(info.status()).toBe(401);
  });
});

test.describe('mobile @mobile', () => {
  test('the burger opens a menu that mirrors the header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

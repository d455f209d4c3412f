import { messages } from '@canvas/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  createVerifiedAccount,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  linkPath,
  PASSWORD,
  signInThroughApi,
  signInThroughForm,
  startSignedIn,
  uniqueEmail,
  waitForMessage,
} from './support';

// Each journey waits for emails through the outbox (waitForMessage): room for a cold machine.
test.describe.configure({ timeout: 60_000 });

const NEW_PASSWORD = 'Journey_pass2';

const uniquePhone = () => `312${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** A verified account of the journey's own, its page signed in with a session of its own. */
async function signedInAccount(page: Page, request: APIRequestContext, prefix: string) {
  const account = await createVerifiedAccount(request, {
    firstName: 'Jo',
    lastName: 'Rivera',
    kind: 'beautyPro',
    prefix,
  });
  await startSignedIn(page, await signInThroughApi(request, account.email, PASSWORD));
  return account;
}

test.describe('sign-up and email verification', () => {
  test('sign up → the verify state → the emailed link verifies, signs in and lands', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/get-started?source=e2e&rep=journey');
    const form = page.getByRole('form', { name: 'Create your account' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel('First name').fill('Nia');
    await form.getByLabel('Last name').fill('Brooks');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('weak');
    await form.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText(messages.passwordRule)).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByText('Student', { exact: true }).click();
    await form.getByRole('button', { name: 'Create my account' }).click();

    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);

    const message = await waitForMessage(request, email, 'verify-email');
    expect(message.subject).toBe('Verify your email for Canvas');
    await page.goto(linkPath(message));
    await expect(page).toHaveURL(/\/my-canvases$/);
    await expect(page.getByRole('button', { name: /Account menu for Nia Brooks/ })).toBeVisible();
  });

  test('signing in before verifying leads to the verify state (code 10006)', async ({ page, request }) => {
    const email = uniqueEmail('unverified');
    await request.post('/api/auth/register', {
      data: { firstName: 'Uma', lastName: 'Lee', email, password: PASSWORD, kind: 'student' },
    });
    await page.goto('/sign-in');
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/get-started\?state=verify/);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });
});

test.describe('password recovery', () => {
  test('forgot → emailed link → new password signs in; the old one no longer works', async ({
    page,
    request,
  }) => {
    const { email } = await createVerifiedAccount(request, { kind: 'beautyPro', prefix: 'forgot' });
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(linkPath(await waitForMessage(request, email, 'reset-password')));
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await expect(page.getByText(messages.passwordsMatch)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/my-canvases$/);

    const oldPassword = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(oldPassword.status()).toBe(401);
    const newPassword = await request.post('/api/auth/login', { data: { email, password: NEW_PASSWORD } });
    expect(newPassword.status()).toBe(200);
    await waitForMessage(request, email, 'password-changed');
  });
});

test.describe('account settings', () => {
  test('change password: the other session gets 401, this one stays signed in', async ({ page, request }) => {
    const { headers: otherSession } = await signedInAccount(page, request, 'change');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /Change password/ }).click();
    await expect(page).toHaveURL(/\/settings\/change-password$/);
    const button = page.getByRole('button', { name: 'Change password' });
    await expect(button).toBeDisabled();
    await page.getByLabel(/^Current password/).fill(PASSWORD);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm new password/).fill('Different_1');
    await expect(page.getByText(messages.passwordsDoNotMatch)).toBeVisible();
    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await expect(page.getByText(messages.passwordsMatch)).toBeVisible();
    await expectNoAxeViolations(page);
    await button.click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();

    const other = await request.get('/api/user/info', { headers: otherSession });
    expect(other.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('phone verification by text message', async ({ page, request }) => {
    await signedInAccount(page, request, 'phone');
    const phone = uniquePhone();
    await page.goto('/settings');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Txt Me Code' }).click();
    await expect(page.getByText(messages.verificationCodeSent)).toBeVisible();
    await expectNoAxeViolations(page);
    const text = await waitForMessage(request, `+1${phone}`, 'phone-code');
    const code = /\b(\d{6})\b/.exec(text.text)?.[1] ?? '';
    await page.getByLabel(/Verification code/).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(messages.phoneVerified)).toBeVisible();
    await expect(page.getByLabel(/Verification code/)).toHaveCount(0);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  });
});

test.describe('profile photo', () => {
  // A 1×1 PNG: real image bytes, so the type check by magic bytes accepts it and the browser renders it.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  test('uploads through the storage adapter and is served from /media', async ({ page, request }) => {
    await signedInAccount(page, request, 'avatar');
    await page.goto('/settings');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toHaveAttribute('src', /^\/media\/avatars\/\d+\/[\w-]+\.png$/);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  });
});

test.describe('social and partner sign-in', () => {
  test('Google sign-in through the provider lands signed in', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/my-canvases$/);
    await expect(page.getByRole('button', { name: /Account menu for Gwen Park/ })).toBeVisible();
  });

  test('a registered partner gets the browser back with a code and the state', async ({ page, baseURL }) => {
    const redirectUri = `${baseURL}/dev/partner-callback`;
    await page.goto(`/sign-in?${new URLSearchParams({ redirect_uri: redirectUri, state: 'e2e-state' })}`);
    await expect(page.getByText('Canvas demo partner')).toBeVisible();
    await expectNoAxeViolations(page);
    await signInThroughForm(page, 'student@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dev\/partner-callback\?code=[\w-]{43}&state=e2e-state$/);
    await expect(page.getByTestId('partner-state')).toHaveText('e2e-state');
  });

  test("an unregistered redirect_uri is refused with 'Login failed' and never followed", async ({ page }) => {
    await page.goto(
      `/sign-in?${new URLSearchParams({ redirect_uri: 'https://evil.example/cb', state: 'x' })}`,
    );
    await expect(page.getByRole('heading', { name: messages.oauthLoginFailed })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(/\/sign-in\?redirect_uri=/);
  });
});

test.describe('on a phone', () => {
  test('sign-up and settings are usable and accessible @mobile', async ({ page, request }) => {
    await page.goto('/get-started');
    await expect(page.getByRole('form', { name: 'Create your account' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Signing in on a phone is part of this journey, so it goes through the form.
    const { email } = await createVerifiedAccount(request, { kind: 'beautyPro', prefix: 'mobile' });
    await page.goto('/sign-in');
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).not.toHaveURL(/\/sign-in/);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

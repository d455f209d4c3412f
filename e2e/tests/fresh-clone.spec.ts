import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/**
 * The fresh-clone journey of issue 19 against the server `npm start` runs (the `npm-start` project of
 * playwright.config.ts: its own port and empty data directory, nothing else configured): sign up in
 * the browser, read the verification email at /dev/mailbox, follow its link, land signed in.
 */
test('npm start: sign up, open /dev/mailbox, follow the link, land signed in', async ({ page }) => {
  const email = `fresh-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/get-started');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Rae');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Fresh_clone_2026');
  await form.getByText('Student', { exact: true }).click();
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();

  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Mailbox', level: 1 })).toBeVisible();
  await page.getByLabel('Recipient').fill(email);
  const message = page.getByRole('article').filter({ hasText: 'Verify your email for Canvas' });
  await expect(message).toHaveCount(1);
  await expect(message.getByText(`To ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await message
    .getByRole('link', { name: /token=/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/my-canvases$/);
  await expect(page.getByRole('button', { name: /Account menu for Rae Okafor/ })).toBeVisible();
});

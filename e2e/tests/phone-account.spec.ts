import { messages } from '@canvas/shared';
import { expect, test } from './fixtures';
import {
  createVerifiedAccount,
  expectNoAxeViolations,
  signInThroughForm,
  startSignedIn,
  waitForMessage,
} from './support';

test.describe('account deletion on a phone (issue 26)', () => {
  test('a new account deletes itself from Settings and can no longer sign in @mobile', async ({
    page,
    request,
  }) => {
    const account = await createVerifiedAccount(request, { prefix: 'leaving' });
    await startSignedIn(page, account.session);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Delete account' });
    await section.getByRole('button', { name: 'Delete account' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText('your canvases, with their photos and videos')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).tap();
    await expect(page.getByText(messages.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await waitForMessage(request, account.email, 'account-deleted');

    // Every session ended with the account, and its password no longer signs in.
    expect((await request.get('/api/user/info', { headers: account.headers })).status()).toBe(401);
    await page.goto('/sign-in');
    await signInThroughForm(page, account.email, account.password);
    await expect(page.getByRole('alert').filter({ hasText: messages.wrongCredentials })).toBeVisible();
  });
});

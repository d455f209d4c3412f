import { messages } from '@canvas/shared';
import { expect, test } from './fixtures';
import { createVerifiedAccount, signInThroughForm, startSignedIn } from './support';

/**
 * A public canvas on a phone (issue 26 item 4): the booking first, the owner's Edit and Share, and a
 * visitor's Bookmark that goes through sign-in and is saved on the way back. Runs at 375 px, by touch.
 */

test('@mobile a stylist’s public canvas shows Book a Service in the first screen', async ({ page }) => {
  await page.goto('/canvas/demo-pro');
  const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  const book = hero.getByRole('link', { name: 'Book a Service' });
  await expect(book).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The work comes first, right under the hero.
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('My work');
});

test('@mobile the owner sees Edit and Share instead of Message me and Bookmark', async ({
  page,
  demoSession,
}) => {
  await startSignedIn(page, await demoSession('pro'));
  await page.goto('/canvas/demo-pro');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    '/professional-canvas/demo-pro',
  );
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message me' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bookmark' })).toHaveCount(0);
});

test('@mobile a visitor’s Bookmark goes to sign-in with the reason, comes back and is saved', async ({
  page,
  request,
}) => {
  const member = await createVerifiedAccount(request, { firstName: 'Rae', lastName: 'Okafor' });
  await page.goto('/canvas/demo-pro');
  await page.getByRole('button', { name: 'Bookmark', exact: true }).tap();
  await expect(page).toHaveURL(/\/sign-in\?from=%2Fcanvas%2Fdemo-pro%3Fintent%3Dbookmark$/);
  await expect(page.getByText(messages.signInToSave('Sofia Alvarez'))).toBeVisible();
  await signInThroughForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/canvas\/demo-pro$/);
  await expect(page.getByText(messages.bookmarkSaved('Sofia Alvarez'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Bookmark' })).toBeVisible();
  const canvas = (await (await request.get('/api/canvas/demo-pro', { headers: member.headers })).json()) as {
    isBookmarked: boolean;
  };
  expect(canvas.isBookmarked).toBe(true);
});

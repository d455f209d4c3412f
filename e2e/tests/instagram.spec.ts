import type { Session } from '@canvas/shared';
import { messages } from '@canvas/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, expectNoAxeViolations, startSignedIn } from './support';

/** A fresh student canvas of the demo student, created through the API. */
async function createCanvas(page: Page, session: Session) {
  const headers = bearer(session);
  const created = await page.request.post('/api/canvas', {
    headers,
    data: { type: 'student', introduction: { name: 'Maya Robinson', title: 'Cosmetology student' } },
  });
  expect(created.ok()).toBe(true);
  const canvas = (await created.json()) as { id: number; slug: string };
  return { ...canvas, headers };
}

/** Opens the editor's Social Media panel (if it is not open already). */
async function openSocialMedia(page: Page) {
  const control = page.getByRole('button', { name: 'Social Media' });
  await expect(control).toBeVisible();
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
}

test.describe('Instagram connection (demo Instagram)', () => {
  test('a student connects Instagram from the editor, comes back connected, and the grid has 8 posts', async ({
    page,
    demoSession,
  }) => {
    const session = await demoSession('student');
    const canvas = await createCanvas(page, session);
    const editorPath = `/student-canvas/${canvas.id}`;
    await startSignedIn(page, session);
    // The demo accounts are seeded past the editor's once-per-account welcome.
    await page.goto(editorPath);

    await openSocialMedia(page);
    await page.getByRole('button', { name: 'Connect Instagram' }).click();

    // The demo Instagram's authorization window.
    await expect(page.getByRole('heading', { name: 'Allow Canvas to show your posts?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Instagram username').fill('glow.by.maya');
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back through /insta-auth to the editor, connected.
    await expect(page).toHaveURL(new RegExp(`${editorPath}$`));
    await expect(page.getByText(messages.instagramConnected)).toBeVisible();
    await openSocialMedia(page);
    await expect(page.getByText(/^Connected as @glow\.by\.maya$/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Instagram' })).toHaveValue('glow.by.maya');

    const media = await page.request.get(`/api/instagram/medias?id=${canvas.id}`, {
      headers: canvas.headers,
    });
    const body = (await media.json()) as { username: string; medias: unknown[] };
    expect(body.username).toBe('glow.by.maya');
    expect(body.medias).toHaveLength(8);

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByRole('button', { name: 'Connect Instagram' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Instagram' })).toHaveValue('');
  });

  test("the return page without its auth data says 'some error, back to homepage' and goes home", async ({
    page,
    demoSession,
  }) => {
    await startSignedIn(page, await demoSession('student'));
    await page.goto('/insta-auth');
    await expect(page.getByText(messages.instagramAuthMissing)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

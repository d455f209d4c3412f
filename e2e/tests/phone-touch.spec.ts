import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, createVerifiedAccount, startSignedIn } from './support';

/**
 * Touch on a phone (issue 26 item 2): a select inside an editor dialog opens where a finger can
 * reach it and stays open (it used to flicker off-screen), and the dialog is a full-screen sheet.
 * Runs at 375 px, by touch.
 */

interface Category {
  optionId: number;
  name: string;
  stateName?: string;
}

/** A professional canvas of the account's own, made through the API, with one category and no licence state. */
async function professionalCanvas(request: APIRequestContext, account: Account) {
  const options = await request.get('/api/option/customized', {
    headers: account.headers,
    params: { kind: 'official', types: JSON.stringify(['category']) },
  });
  expect(options.ok()).toBe(true);
  const category = ((await options.json()).category as { id: number; name: string }[])[0];
  if (!category) throw new Error('no category options');
  const created = await request.post('/api/canvas', {
    headers: account.headers,
    data: {
      type: 'professional',
      introduction: { name: 'Tess Moreno', title: 'Colorist', description: 'Soft blondes.' },
      detail: {
        locations: [
          {
            uuid: randomUUID(),
            address: '12 Main St',
            city: 'Austin',
            state: 'Texas',
            stateShort: 'TX',
            coordinates: [-97.74, 30.27],
          },
        ],
        categories: [{ optionId: category.id, name: category.name, licenseNumber: '' }],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { id: number; slug: string };
}

/** Taps an element the way a finger does (Playwright's tap: touch events, then the click). */
async function tap(page: Page, name: string | RegExp, role: 'button' | 'combobox' | 'option' = 'button') {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  await target.scrollIntoViewIfNeeded();
  await target.tap();
}

test('@mobile a licence state is picked by tapping in the category dialog, and it is saved', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createVerifiedAccount(request, {
    firstName: 'Tess',
    lastName: 'Moreno',
    kind: 'beautyPro',
  });
  const canvas = await professionalCanvas(request, account);
  await startSignedIn(page, account.session);
  // The first-run welcome is another journey's subject: dismiss it whenever it shows.
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'Welcome to your canvas' }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Start building' }).tap();
    },
  );
  await page.goto(`/professional-canvas/${canvas.slug}`);

  await tap(page, /Education and License info/);
  await tap(page, 'Add category');
  const dialog = page.getByRole('dialog', { name: 'Add category or licence' });
  await expect(dialog).toBeVisible();
  // At 375 px the dialog is a full-screen sheet.
  const sheet = await dialog.boundingBox();
  expect(sheet?.x).toBe(0);
  expect(sheet?.width).toBe(375);

  await tap(page, 'Category', 'combobox');
  const firstCategory = page.getByRole('listbox').getByRole('option').first();
  const categoryName = (await firstCategory.textContent()) ?? '';
  await firstCategory.tap();
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(categoryName);

  await tap(page, 'License state', 'combobox');
  const texas = page.getByRole('option', { name: 'Texas', exact: true });
  await texas.scrollIntoViewIfNeeded();
  // The list stays open and on the screen: the page never widens under it.
  await expect(texas).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await texas.tap();
  await expect(page.getByRole('combobox', { name: 'License state', exact: true })).toHaveValue('Texas');

  await dialog.getByRole('button', { name: 'Add category' }).tap();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('article', { name: `category ${categoryName}` }).filter({ hasText: 'Texas' }),
  ).toBeVisible();

  // Saved: the canvas the API answers has the state (the autosave runs within 20 s).
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/canvas/${canvas.id}`, { headers: account.headers });
        const body = (await response.json()) as { detail?: { categories?: Category[] } };
        return (body.detail?.categories ?? []).map((category) => category.stateName);
      },
      { timeout: 30_000 },
    )
    .toContain('Texas');
});

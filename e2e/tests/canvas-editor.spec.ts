import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { noisePng } from './png';
import { createVerifiedAccount, expectNoAxeViolations, startSignedIn } from './support';

/** A new account of the journey's own, its page signed in and opened at `path`. */
async function signedInAt(
  page: Page,
  request: APIRequestContext,
  path: string,
  name: { firstName: string; lastName: string; kind: 'student' | 'beautyPro' },
) {
  const account = await createVerifiedAccount(request, name);
  await startSignedIn(page, account.session);
  await page.goto(path);
}

/** Picks an option of a Mantine select or autocomplete by typing and clicking it. */
async function pick(page: Page, label: string, text: string, option: string | RegExp = text) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('student canvas editor', () => {
  test('a student creates a canvas from /education-info, uploads photos, publishes, and a visitor sees it', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signedInAt(page, request, '/education-info', {
      firstName: 'Nia',
      lastName: 'Brooks',
      kind: 'student',
    });

    // Step 0: education info.
    await expect(page.getByRole('heading', { level: 1, name: /education/i })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create my canvas' }).click();
    await expect(page.getByRole('alert')).toContainText('The following fields are required:');
    await pick(page, 'Program', 'Cosmetology');
    await page.getByRole('combobox', { name: 'School', exact: true }).fill('Brooks Academy of Beauty');
    await page.getByRole('button', { name: 'Create my canvas' }).click();
    await expect(page).toHaveURL(/\/student-canvas\/nia-brooks/);
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';

    // The editor, with its getting-started overlay the first time.
    const welcome = page.getByRole('dialog', { name: 'Welcome to your canvas' });
    await expect(welcome).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await welcome.getByRole('button', { name: 'Start building' }).click();
    await expect(welcome).toBeHidden();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Color & cut student');
    await page.getByRole('textbox', { name: 'About me' }).fill('I love lived-in color and precision bobs.');
    await expect(page.getByLabel('Live preview').getByText('Color & cut student')).toBeVisible();

    // Photos, with the upload percentage visible while the bytes go up (slowed down on purpose).
    await page.getByRole('button', { name: /Featured Photos and Videos/ }).click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    const featured = page.getByRole('group', { name: 'Featured photo' });
    await featured.locator('input[type=file]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: noisePng(900, 600, [150, 80, 120]),
    });
    await expect(featured.getByText(/\d+%/)).toBeVisible();
    await expect(featured.getByRole('img')).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: /My Work Photos and Videos/ }).click();
    const work = page.getByRole('group', { name: 'Work photos' });
    await work.locator('input[type=file]').setInputFiles({
      name: 'work-1.png',
      mimeType: 'image/png',
      buffer: noisePng(600, 600, [200, 150, 140]),
    });
    await expect(work.getByRole('img').first()).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);

    // Publish.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(new RegExp(`/publish-success/student\\?id=${slug}$`));

    // A visitor (a fresh browser context, signed out) sees the public page.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/canvas/${slug}`);
    await expect(visitorPage.getByRole('heading', { level: 1, name: /Nia Brooks/ })).toBeVisible();
    await expect(visitorPage.getByText('Color & cut student')).toBeVisible();
    await expect(visitorPage.getByText('I love lived-in color and precision bobs.')).toBeVisible();
    await expect(visitorPage.getByText('Brooks Academy of Beauty').first()).toBeVisible();
    await visitor.close();
  });
});

test.describe('professional canvas editor', () => {
  test('a professional adds a licence from /professional-info and sees it in the editor', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signedInAt(page, request, '/professional-info', {
      firstName: 'Lena',
      lastName: 'Ortiz',
      kind: 'beautyPro',
    });
    await expect(page.getByRole('heading', { level: 1, name: /craft/i })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create my canvas' }).click();
    await expect(page.getByText('Category is required')).toBeVisible();
    await pick(page, 'Category', 'Hair', 'Hair Stylist');
    await page.getByRole('textbox', { name: 'License number', exact: true }).fill('TX-2024-7781');
    await pick(page, 'License state', 'Tex', 'Texas');
    await pick(page, 'Location', 'Austin', /^Austin, TX/);
    await page.getByRole('button', { name: 'Create my canvas' }).click();
    await expect(page).toHaveURL(/\/professional-canvas\/lena-ortiz/);

    await page
      .getByRole('dialog', { name: 'Welcome to your canvas' })
      .getByRole('button', { name: 'Start building' })
      .click();
    await page.getByRole('button', { name: /Education and License info/ }).click();
    const licence = page.getByRole('article', { name: 'category Hair Stylist' });
    await expect(licence).toContainText('License TX-2024-7781');
    await expect(licence).toContainText('Texas');
    await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toHaveValue(/Austin, TX/);
    await expectNoAxeViolations(page);
  });
});

test.describe('editor on a phone', () => {
  test('the preview pane is hidden and the Preview button opens the live preview @mobile', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signedInAt(page, request, '/education-info', {
      firstName: 'Ivy',
      lastName: 'Chen',
      kind: 'student',
    });
    await pick(page, 'Program', 'Cosmetology');
    await page.getByRole('combobox', { name: 'School', exact: true }).fill('Chen Beauty College');
    await page.getByRole('button', { name: 'Create my canvas' }).click();
    await expect(page).toHaveURL(/\/student-canvas\/ivy-chen/);
    await page
      .getByRole('dialog', { name: 'Welcome to your canvas' })
      .getByRole('button', { name: 'Start building' })
      .click();
    await expect(page.getByRole('complementary', { name: 'Live preview' })).toBeHidden();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Esthetics student');
    // The floating button steps aside while a field is typed in; done typing, it is back.
    await page.getByRole('textbox', { name: 'Title', exact: true }).blur();
    await page.getByRole('button', { name: 'Preview my canvas' }).click();
    const preview = page.getByRole('dialog', { name: 'Live preview' });
    await expect(preview.getByRole('heading', { level: 1, name: /Ivy Chen/ })).toBeVisible();
    await expect(preview.getByText('Esthetics student')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

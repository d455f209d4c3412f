import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { gradientPng } from './png';
import { createVerifiedAccount, expectNoAxeViolations, startSignedIn } from './support';

/** A new student's canvas open in the editor, its getting-started overlay dismissed. */
async function openEditor(page: Page, request: APIRequestContext) {
  const account = await createVerifiedAccount(request, {
    firstName: 'Ava',
    lastName: 'Lens',
    prefix: 'media',
  });
  const created = await request.post('/api/canvas', {
    headers: account.headers,
    data: { type: 'student', introduction: { name: 'Ava Lens' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { slug } = (await created.json()) as { slug: string };
  await startSignedIn(page, account.session);
  await page.goto(`/student-canvas/${slug}`);
  const welcome = page.getByRole('dialog', { name: 'Welcome to your canvas' });
  // A new canvas opens with the getting-started overlay.
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Start building' }).click();
  await expect(welcome).toBeHidden();
}

/** Screenshots to look at, when MEDIA_SHOTS_DIR names a folder (not part of the assertions). */
async function shot(page: Page, name: string) {
  const dir = process.env.MEDIA_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

test.describe('media uploads in the browser', () => {
  test('a photo slot shows the percentage, renders a WebP copy, saves a dragged position and resets', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openEditor(page, request);
    await page.getByRole('button', { name: /Featured Photos and Videos/ }).click();
    const featured = page.getByRole('group', { name: 'Featured photo' });
    await expect(
      featured.getByText('Recommended 1440 × 758 px · JPG, PNG, GIF or SVG · up to 5 MB'),
    ).toBeVisible();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
    await featured.locator('input[type=file]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: gradientPng(1600, 900),
    });
    const progress = featured.getByRole('progressbar', { name: 'Uploading Featured photo' });
    await expect(progress).toBeVisible();
    await expect(progress.getByText(/^\d+%$/)).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const photo = featured.getByRole('img', { name: 'Featured photo' });
    await expect(photo).toBeVisible({ timeout: 30_000 });
    await expect(progress).toBeHidden();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    // The browser picked one of the WebP copies from the srcset, not the original PNG.
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-(640|1600)\.webp$/);
    await featured.scrollIntoViewIfNeeded();
    await shot(page, 'featured-photo-desktop');

    // Adjust: the 16:9 photo is taller than the 1440x758 frame, so it can be dragged up; saved, the
    // preview draws it higher than the centred placement (top -3.4 %).
    await featured.getByRole('button', { name: 'Adjust Featured photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust photo' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const frame = dialog.getByRole('application');
    const box = await frame.boundingBox();
    if (!box) throw new Error('the reposition frame has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 60, { steps: 6 });
    await page.mouse.up();
    await shot(page, 'reposition-desktop');
    await dialog.getByRole('button', { name: 'Save position' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => Number.parseFloat(image.style.top)))
      .toBeLessThan(-3.5);

    // Remove resets the slot.
    await featured.getByRole('button', { name: 'Remove Featured photo' }).click();
    await expect(featured.getByRole('button', { name: /Upload photo/ })).toBeVisible();
  });

  test('a too-large file is refused before it is sent, with the spec message', async ({ page, request }) => {
    await openEditor(page, request);
    await page.getByRole('button', { name: /Featured Photos and Videos/ }).click();
    const featured = page.getByRole('group', { name: 'Featured photo' });
    let sent = false;
    page.on('request', (outgoing) => {
      if (outgoing.url().includes('/api/media/upload')) sent = true;
    });
    await featured.locator('input[type=file]').setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(5 * 1024 * 1024 + 1)]),
    });
    await expect(featured.getByText('Please upload file smaller than 5mb')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('an uploaded SVG opened on its own runs no script; as an image it renders', async ({
    page,
    request,
  }) => {
    const { headers } = await createVerifiedAccount(request, {
      firstName: 'Ava',
      lastName: 'Lens',
      prefix: 'media',
    });
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" onload="alert('svg')"><script>alert('script')</script><rect width="120" height="60" fill="#6d437a"/></svg>`;
    const uploaded = await request.post('/api/media/upload?slot=logo', {
      headers: { ...headers, 'content-type': 'image/svg+xml' },
      data: Buffer.from(hostile),
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const { item } = (await uploaded.json()) as { item: { url: string; image: string } };
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(item.url);
    await expect(page.locator('rect')).toHaveCount(1);
    await expect(page.locator('script')).toHaveCount(0);
    expect(dialogs).toEqual([]);

    await page.goto('/');
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, item.image);
    expect(size).toEqual([1200, 600]);
  });

  test('on a phone the photo slot fits the screen and uploads @mobile', async ({ page, request }) => {
    test.setTimeout(90_000);
    await openEditor(page, request);
    await page.getByRole('button', { name: /Featured Photos and Videos/ }).click();
    const featured = page.getByRole('group', { name: 'Featured photo' });
    await featured.scrollIntoViewIfNeeded();
    await shot(page, 'featured-empty-mobile');
    const frame = await featured.getByRole('button', { name: /Upload photo/ }).boundingBox();
    expect(frame && frame.x >= 0 && frame.x + frame.width <= 375).toBe(true);
    await featured.locator('input[type=file]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: gradientPng(900, 600),
    });
    await expect(featured.getByRole('img', { name: 'Featured photo' })).toBeVisible({ timeout: 30_000 });
    await expect(featured.getByRole('button', { name: 'Replace Featured photo' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'featured-photo-mobile');
  });
});

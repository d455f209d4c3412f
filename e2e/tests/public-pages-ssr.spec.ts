import { type Canvas, type Opportunity, socialProfileUrl } from '@canvas/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  asMarkup,
  firstSentence,
  markupWithoutScripts,
  photoVariants,
  publishedStudentCanvas,
} from './public-pages';
import { createVerifiedAccount, signInThroughForm, waitForHydration } from './support';

/**
 * Shared canvas and opportunity links are rendered on the server (issue 24, docs/decisions/035):
 * their content and links are in the HTML before any script runs, the page comes to life with the
 * same behaviour as before, and a page that is not public answers 404 without its content.
 */

const DEMO_CANVASES = ['demo-student', 'demo-pro', 'demo-salon', 'demo-school'] as const;

async function readCanvas(request: APIRequestContext, slug: string): Promise<Canvas> {
  const response = await request.get(`/api/canvas/${slug}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Canvas;
}

const opportunityPhotoVariants = (opportunity: Opportunity) =>
  [opportunity.media.featuredPhoto, opportunity.media.companyPhoto].flatMap((item) =>
    item?.variants?.['640'] ? [item.variants['640']] : [],
  );

/** One of the demo salon's openings with a photo of its own (the seed gives some of them one). */
async function demoOpportunityWithPhoto(request: APIRequestContext): Promise<Opportunity> {
  const salon = await readCanvas(request, 'demo-salon');
  const response = await request.get(`/api/opportunity/belongto/${salon.id}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { list } = (await response.json()) as { list: Opportunity[] };
  const withPhoto = list.find((opportunity) => opportunityPhotoVariants(opportunity).length > 0);
  if (!withPhoto) throw new Error('the demo salon has no opening with a photo');
  return withPhoto;
}

/** Some picture on the page lists one of these 640 px variants in its srcset. */
async function expectPictureWithSrcset(page: Page, variants: string[]) {
  expect(variants.length).toBeGreaterThan(0);
  const srcsets = await page
    .locator('img[srcset]')
    .evaluateAll((images) => images.map((image) => image.getAttribute('srcset') ?? ''));
  expect(srcsets.some((srcset) => variants.some((variant) => srcset.includes(variant)))).toBe(true);
}

test.describe('public pages with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const slug of DEMO_CANVASES) {
    test(`a visitor without scripts reads /canvas/${slug}: name, about, photos and links`, async ({
      page,
      request,
    }) => {
      const canvas = await readCanvas(request, slug);
      await page.goto(`/canvas/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: canvas.introduction.name })).toBeVisible();
      await expect(page.locator('body')).toContainText(firstSentence(canvas.introduction.description));
      await expectPictureWithSrcset(page, photoVariants(canvas.media));
      const instagram = socialProfileUrl('instagram', canvas.socialMedia.instagram);
      expect(instagram).not.toBeNull();
      await expect(page.locator(`a[href="${instagram}"]`).first()).toBeAttached();
    });
  }

  test('a visitor without scripts reads an opportunity: title, description, photo and the poster', async ({
    page,
    request,
  }) => {
    const opportunity = await demoOpportunityWithPhoto(request);
    const title = opportunity.jobTitle?.name;
    expect(title).toBeTruthy();
    await page.goto(`/opportunity-detail/${opportunity.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const firstParagraph = /<p>([^<]+)<\/p>/.exec(opportunity.editor)?.[1] ?? '';
    await expect(page.locator('body')).toContainText(firstSentence(firstParagraph));
    await expectPictureWithSrcset(page, opportunityPhotoVariants(opportunity));
    await expect(page.locator(`a[href$="/canvas/${opportunity.canvasSlug}"]`).first()).toBeAttached();
  });

  test('the HTML of a canvas holds its name and about text outside any script', async ({ request }) => {
    const canvas = await readCanvas(request, 'demo-pro');
    const response = await request.get('/canvas/demo-pro');
    expect(response.status()).toBe(200);
    const markup = markupWithoutScripts(await response.text());
    expect(markup).toMatch(new RegExp(`<h1[^>]*>[\\s\\S]*?${asMarkup(canvas.introduction.name)}`));
    expect(markup).toContain(asMarkup(firstSentence(canvas.introduction.description)));
  });
});

test.describe('a server-rendered canvas once live', () => {
  test('a visitor taps Bookmark, signs in and is back on the canvas with it bookmarked', async ({
    page,
    request,
  }) => {
    // Coming back finishes the bookmark (sign-in-intent.ts), so the journey uses an account of its own.
    const member = await createVerifiedAccount(request, { firstName: 'Lena', lastName: 'Ortiz' });
    await page.goto('/canvas/demo-student');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in\?from=%2Fcanvas%2Fdemo-student%3Fintent%3Dbookmark$/);
    await signInThroughForm(page, member.email, member.password);
    await expect(page).toHaveURL(/\/canvas\/demo-student$/);
    await expect(page.getByRole('button', { name: 'Remove Bookmark' })).toBeVisible();
    const reread = await request.get('/api/canvas/demo-student', { headers: member.headers });
    expect(((await reread.json()) as Canvas).isBookmarked).toBe(true);
  });

  test('a canvas made private answers 404 with the not-found page, never its content', async ({
    page,
    request,
  }) => {
    const owner = await publishedStudentCanvas(request, 'Hollis');
    const shown = await request.get(`/canvas/${owner.slug}`);
    expect(shown.status()).toBe(200);
    expect(markupWithoutScripts(await shown.text())).toContain(asMarkup(owner.about));

    const hidden = await request.put(`/api/canvas/${owner.id}/action/private`, { headers: owner.headers });
    expect(hidden.ok(), await hidden.text()).toBe(true);
    for (const path of [`/canvas/${owner.slug}`, `/canvas/${owner.id}`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const body = await response.text();
      expect(body).not.toContain(owner.name);
      expect(body).not.toContain(asMarkup(owner.about));
    }
    await page.goto(`/canvas/${owner.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: "This portfolio isn't here" })).toBeVisible();
    await expect(page.getByText(owner.name)).toHaveCount(0);
  });
});

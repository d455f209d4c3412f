import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { startSignedIn } from './support';

/**
 * Browse on a phone (issue 26 item 3): the compact search bar opens the search in a sheet, "Show N
 * results" moves the page to the results, and an empty search never scrolls sideways. 375 px, by touch.
 */

/** Searches share two cores with other journeys and test suites: give each answer room. */
const expect = baseExpect.configure({ timeout: 30_000 });

const resultsHeading = (page: Page) => page.locator('#browse-results-title');

/** How far the page reaches past the viewport's right edge, and the widest element that does. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().width > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { scroll: document.documentElement.scrollWidth - width, wide };
  });
}

test('@mobile a search in browse shows the first result card in the viewport', async ({
  page,
  demoSession,
}) => {
  await startSignedIn(page, await demoSession('pro'));
  await page.goto('/homepage-canvas/professional');
  await expect(resultsHeading(page)).toHaveText(/^[\d,]+ portfolios?$/);

  await page.getByRole('button', { name: /Search portfolios/ }).tap();
  const sheet = page.getByRole('dialog', { name: 'Search portfolios' });
  await sheet.getByLabel('Keyword').fill('color');
  const show = sheet.getByRole('button', { name: /^Show [\d,]+ results?$/ });
  await expect(show).toBeVisible();
  const shown = Number((await show.innerText()).replace(/\D/g, ''));
  expect(shown).toBeGreaterThan(0);
  await show.tap();

  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]q=color/);
  await expect(resultsHeading(page)).toHaveText(`${shown.toLocaleString('en-US')} portfolios`);
  await expect(resultsHeading(page)).toBeFocused();
  await expect(resultsHeading(page)).toBeInViewport();
  await expect(page.getByRole('article').first()).toBeInViewport();
});

test('@mobile zero results never scroll sideways, at 375 and 320 px', async ({ page, demoSession }) => {
  await startSignedIn(page, await demoSession('pro'));
  await page.goto('/homepage-canvas/business?q=zzqxvbnoresults');
  await expect(resultsHeading(page)).toHaveText('0 portfolios');
  await expect(page.getByText('No portfolios match your search')).toBeVisible();
  expect(await overflow(page)).toEqual({ scroll: 0, wide: [] });

  await page.setViewportSize({ width: 320, height: 640 });
  await expect(page.getByText('No portfolios match your search')).toBeVisible();
  expect(await overflow(page)).toEqual({ scroll: 0, wide: [] });
});

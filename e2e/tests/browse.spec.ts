import { randomUUID } from 'node:crypto';
import { messages } from '@canvas/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { demoAccounts, expectNoAxeViolations, signInThroughForm, startSignedIn } from './support';

/**
 * Portfolio browse (spec 1 §2.4): keyword, city and radius, filters, pages, CLEAR SEARCH. Each
 * worker publishes its own portfolios under a made-up word, so the counts are exact whatever the
 * demo seed holds.
 */

/** Searches share two cores with other journeys and test suites: give each answer room. */
const expect = baseExpect.configure({ timeout: 30_000 });

const AUSTIN: [number, number] = [-97.7431, 30.2672];
/** About 180 miles from Austin: outside 50 miles, inside 250. */
const DALLAS: [number, number] = [-96.797, 32.7767];

interface Fixture {
  word: string;
}

function madeUpWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const tail = Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return `quorvel${tail}`;
}

/**
 * Eleven public professional portfolios mentioning `word`: ten in Austin (the first four licensed),
 * one in Dallas.
 */
async function publishPortfolios(request: APIRequestContext, token: string): Promise<Fixture> {
  const headers = { Authorization: `Bearer ${token}` };
  const options = await request.get('/api/option/customized', {
    headers,
    params: { kind: 'official', types: JSON.stringify(['category']) },
  });
  expect(options.ok()).toBe(true);
  const category = ((await options.json()).category as { id: number; name: string }[])[0];
  if (!category) throw new Error('no category options');
  const word = madeUpWord();
  for (let index = 1; index <= 11; index += 1) {
    const inDallas = index === 11;
    const [lng, lat] = inDallas ? DALLAS : AUSTIN;
    const created = await request.post('/api/canvas', {
      headers,
      data: {
        type: 'professional',
        introduction: {
          name: `Browse Artist ${index}`,
          title: `Lived-in color ${index}`,
          description: `Balayage and ${word} blonding.`,
          yearOfExperience: 4,
        },
        detail: {
          locations: [
            {
              uuid: randomUUID(),
              address: `${100 + index} Main St`,
              city: inDallas ? 'Dallas' : 'Austin',
              state: 'Texas',
              stateShort: 'TX',
              coordinates: [lng + index * 0.001, lat],
            },
          ],
          categories: [
            {
              optionId: category.id,
              name: category.name,
              licenseNumber: index <= 4 ? `TX-${index}0${index}` : '',
            },
          ],
        },
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: number };
    const published = await request.put(`/api/canvas/${id}/action/public`, { headers });
    expect(published.ok(), await published.text()).toBe(true);
  }
  return { word };
}

let fixture: Fixture;

test.beforeAll(async ({ request, demoSession }, testInfo) => {
  testInfo.setTimeout(180_000);
  fixture = await publishPortfolios(request, (await demoSession('pro')).access_token);
});

const resultsCount = (page: Page) => page.getByRole('heading', { level: 2, name: /portfolios?$/ });
const cards = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Browse Artist \d+$/ });

test.describe('portfolio browse', () => {
  // Long journeys on a machine shared by several test runs: axe alone can take seconds per page.
  test.describe.configure({ timeout: 180_000 });

  test('a visitor is sent to /sign-in?from=... and comes back after signing in', async ({ page }) => {
    await page.goto('/homepage-canvas/professional?q=nails');
    await expect(page).toHaveURL(/\/sign-in\?from=%2Fhomepage-canvas%2Fprofessional%3Fq%3Dnails$/);
    await signInThroughForm(page, demoAccounts.student.email);
    await expect(page).toHaveURL(/\/homepage-canvas\/professional\?q=nails$/);
    await expect(page.getByRole('textbox', { name: 'Keyword' })).toHaveValue('nails');
  });

  test('searches by keyword and city with a radius, narrows with filters, pages and clears', async ({
    page,
    demoSession,
  }) => {
    await startSignedIn(page, await demoSession('student'));
    await page.goto('/homepage-canvas/professional');
    await expect(page.getByRole('heading', { level: 1, name: 'Beauty professionals' })).toBeVisible();
    await expect(resultsCount(page)).toBeVisible();

    // Keyword: only this run's portfolios carry the made-up word.
    await page.getByRole('textbox', { name: 'Keyword' }).fill(fixture.word);
    await expect(page).toHaveURL(new RegExp(`\\?q=${fixture.word}$`));
    await expect(resultsCount(page)).toHaveText('11 portfolios');
    await expect(cards(page)).toHaveCount(9);

    // City with the default 50-mile radius: Dallas drops out.
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('Austin');
    await page.getByRole('option', { name: 'Austin, TX', exact: true }).click();
    await expect(location).toHaveValue('Austin, TX');
    await expect(page).toHaveURL(/near=Austin%2C\+TX/);
    await expect(resultsCount(page)).toHaveText('10 portfolios');
    await expect(page.getByText('within 50 miles of Austin, TX')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('mi away');

    // Pages: 10 results, 9 per page.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(1);
    await page.goBack();
    await expect(cards(page)).toHaveCount(9);

    // A wider radius takes Dallas back in.
    await page.getByRole('combobox', { name: 'Radius' }).click();
    await page.getByRole('option', { name: '250 miles' }).click();
    await expect(resultsCount(page)).toHaveText('11 portfolios');
    await expect(page).toHaveURL(/radius=250/);

    // More filters: licensed only.
    await page.getByRole('button', { name: /More filters/ }).click();
    await page.getByRole('search').getByText('Licensed', { exact: true }).click();
    await expect(page).toHaveURL(/license=licensed/);
    await expect(resultsCount(page)).toHaveText('4 portfolios');
    await expectNoAxeViolations(page);

    // The link is shareable: a fresh load shows the same search.
    await page.reload();
    await expect(resultsCount(page)).toHaveText('4 portfolios');
    await expect(page.getByRole('textbox', { name: 'Keyword' })).toHaveValue(fixture.word);
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Austin, TX');

    await page.getByRole('button', { name: messages.browseClearSearch }).click();
    await expect(page).toHaveURL(/\/homepage-canvas\/professional$/);
    await expect(page.getByRole('textbox', { name: 'Keyword' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Radius' })).toHaveValue('50 miles');

    // A card opens its canvas from the keyboard.
    await page.getByRole('textbox', { name: 'Keyword' }).fill(fixture.word);
    await expect(resultsCount(page)).toHaveText('11 portfolios');
    const first = cards(page).first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/canvas\/browse-artist-\d+/);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('an empty search suggests a wider radius, and every type has its screen', async ({
    page,
    demoSession,
  }) => {
    await startSignedIn(page, await demoSession('pro'));
    await page.goto(
      `/homepage-canvas/professional?q=${fixture.word}&near=Dallas%2C+TX&lat=${DALLAS[1]}&lng=${DALLAS[0]}&radius=10&license=licensed`,
    );
    await expect(resultsCount(page)).toHaveText('0 portfolios');
    await expect(page.getByText('No portfolios match your search')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Search within 25 miles' }).click();
    await expect(page).toHaveURL(/radius=25/);

    const types = page.getByRole('navigation', { name: 'Portfolio type' });
    await types.getByRole('link', { name: 'Schools' }).click();
    await expect(page).toHaveURL(/\/homepage-canvas\/school\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beauty schools' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Program' })).toBeVisible();
    await expect(page.getByRole('button', { name: /More filters/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('on a phone, LOAD MORE appends the next page @mobile', async ({ page, demoSession }) => {
    await startSignedIn(page, await demoSession('pro'));
    await page.goto(`/homepage-canvas/professional?q=${fixture.word}`);
    await expect(resultsCount(page)).toHaveText('11 portfolios');
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toHaveCount(0);
    await expect(page.getByText('Showing 9 of 11')).toBeVisible();
    await page.getByRole('button', { name: messages.browseLoadMore }).click();
    await expect(cards(page)).toHaveCount(11);
    await expect(page.getByRole('button', { name: messages.browseLoadMore })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

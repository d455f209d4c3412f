import { expect, type Page, test } from '@playwright/test';
import { noisePng } from './png';
import {
  createVerifiedAccount,
  expectNoAxeViolations,
  linkPath,
  PASSWORD,
  startSignedIn,
  uniqueEmail,
  waitForMessage,
} from './support';

/** Types an address into a location card and picks the first suggestion the maps adapter answers. */
async function pickAddress(page: Page, card: string, typed: string, suggestion: RegExp) {
  const field = page.getByRole('group', { name: card }).getByRole('combobox', { name: /Address/ });
  await field.fill(typed);
  await page.getByRole('option', { name: suggestion }).first().click();
  await expect(field).toHaveValue(suggestion);
}

test.describe('business and school canvases', () => {
  test('a salon owner fills /company-info with two picked addresses, builds the canvas with a logo and a photo, and publishing sends the unpaid canvas to the payment page', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await createVerifiedAccount(request, {
      firstName: 'Renata',
      lastName: 'Cole',
      kind: 'industryProfessional',
      organization: 'businessCanvas',
    });
    await startSignedIn(page, owner.session);
    // A first portfolio goes straight to the flow of the role chosen at sign-up (issue 26).
    await page.goto('/add-canvas');
    await expect(page).toHaveURL(/\/company-info$/);

    // Nothing filled in: the missing items by their labels.
    await page.getByRole('button', { name: 'Create Business Canvas' }).click();
    const required = page.getByRole('dialog');
    for (const label of ['Company name', 'Business category', 'Location']) {
      await expect(required.getByText(label, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(required).toBeHidden();

    const salon = `Copper Fern Studio ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Company name' }).fill(salon);
    await page.getByRole('textbox', { name: 'Primary contact number' }).fill('5125550142');
    const category = page.getByRole('combobox', { name: /Business category/ });
    await category.click();
    await category.fill('Cosmet');
    await page
      .getByRole('option', { name: /Cosmetolog/ })
      .first()
      .click();
    await pickAddress(page, 'Default location', '512 Congress Ave, Austin, TX', /512 Congress Ave/);
    await page.getByRole('button', { name: 'Add another location' }).click();
    await pickAddress(page, 'Location 2', '88 Rainey St 78701', /88 Rainey St/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create Business Canvas' }).click();
    await expect(page).toHaveURL(/\/business-canvas\/copper-fern-studio/);
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';

    // The editor (Introduction open): a headline, the logo and the featured photo.
    await page.getByRole('textbox', { name: /Headline/ }).fill('Lived-in color on Congress Avenue');
    await page.getByRole('button', { name: /Featured Photos & Videos/ }).click();
    const logo = page.getByRole('group', { name: 'Logo' });
    await logo.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: noisePng(300, 180, [120, 60, 100]),
    });
    // The picture itself, not the upload ring's icon.
    await expect(logo.getByRole('img', { name: 'Logo', exact: true })).toBeVisible({ timeout: 30_000 });
    const featured = page.getByRole('group', { name: 'Featured photo' });
    await featured.locator('input[type=file]').setInputFiles({
      name: 'salon.png',
      mimeType: 'image/png',
      buffer: noisePng(900, 480, [190, 140, 120]),
    });
    await expect(featured.getByRole('img', { name: 'Featured photo', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByLabel('Live preview').getByText('Lived-in color on Congress Avenue'),
    ).toBeVisible();

    // Unpaid: Publish saves and goes to the payment step; the canvas stays a draft.
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/business-payment/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const saved = await request.get(`/api/canvas/${slug}`, { headers: owner.headers });
    const canvas = (await saved.json()) as {
      status: string;
      payorder: unknown;
      introduction: { headline: string };
      detail: { locations: { address: string; coordinates: [number, number] | null }[] };
      media: { logo: unknown; featuredPhoto: unknown };
    };
    expect(canvas.status).toBe('draft');
    expect(canvas.payorder).toBeNull();
    expect(canvas.introduction.headline).toBe('Lived-in color on Congress Avenue');
    expect(canvas.detail.locations.map((location) => location.address)).toEqual([
      // Placed by the embedded maps adapter: a ZIP when one was typed, else the city.
      expect.stringMatching(/^512 Congress Ave, Austin, TX( 787\d\d)?$/),
      expect.stringMatching(/^88 Rainey St, Austin, TX 78701$/),
    ]);
    expect(canvas.detail.locations.every((location) => location.coordinates !== null)).toBe(true);
    expect(canvas.media.logo).not.toBeNull();
    expect(canvas.media.featuredPhoto).not.toBeNull();
    // A visitor does not see the draft.
    expect((await request.get(`/api/canvas/${slug}`)).status()).toBe(404);
  });

  test("a visitor opens a paid salon's public page: its sections, its locations and the map", async ({
    page,
  }) => {
    await page.goto('/canvas/demo-salon');
    await expect(page.getByRole('heading', { level: 1, name: 'Gilded Comb Salon' })).toBeVisible();
    const locations = page.getByRole('region', { name: 'Locations' });
    await expect(locations.getByRole('heading', { name: 'Locations' })).toBeVisible();
    await expect(locations.getByText(/New York, NY 10012/).first()).toBeVisible();
    // No tile server is configured here: the map shows its pin and the address, never a broken box.
    await expect(locations.getByRole('img', { name: /Map of/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a school owner invites a teacher from /school-info; the teacher follows the emailed link, signs up, and can edit the school canvas', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const owner = await createVerifiedAccount(request, {
      firstName: 'Dana',
      lastName: 'Whitfield',
      kind: 'industryProfessional',
      organization: 'schoolDashboard',
    });
    const teacherEmail = uniqueEmail('teacher');
    await startSignedIn(page, owner.session);
    await page.goto('/school-info');
    const school = `Crescent Academy ${Date.now().toString(36)}`;
    await page.getByRole('combobox', { name: 'School name' }).fill(school);
    await page.getByRole('textbox', { name: 'Your title' }).fill('Director of Education');
    await page.getByRole('textbox', { name: 'Primary contact number' }).fill('5125550199');
    await pickAddress(page, 'Default location', '2100 Guadalupe St, Austin, TX', /2100 Guadalupe St/);
    await page
      .getByRole('button', { name: /Add employee, / })
      .first()
      .click();
    await page.getByRole('textbox', { name: /Email of employee 1/ }).fill(teacherEmail);
    await page.getByRole('combobox', { name: /Role of employee 1/ }).click();
    await page.getByRole('option', { name: 'Teacher', exact: true }).click();
    await page.getByRole('button', { name: /Next to Create School Canvas/ }).click();
    await expect(page.getByText('Invitation sent!')).toBeVisible();
    await expect(page).toHaveURL(/\/school-canvas\/crescent-academy/);
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';

    // The teacher, in a browser of their own, follows the emailed link.
    const invitation = linkPath(await waitForMessage(request, teacherEmail, 'staff-invitation'));
    expect(invitation).toMatch(/^\/invitation\?code=/);
    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    await teacher.goto(invitation);
    await expect(teacher.getByRole('heading', { level: 1, name: `Join ${school} on Canvas` })).toBeVisible();
    await expect(teacher.getByText('Teacher · can edit the canvas')).toBeVisible();
    await expectNoAxeViolations(teacher);
    await teacher.getByRole('link', { name: 'Create an account' }).click();
    await expect(teacher).toHaveURL(/\/get-started/);
    const signUp = teacher.getByRole('form', { name: 'Create your account' });
    await expect(signUp.getByLabel('Email')).toHaveValue(teacherEmail);
    await signUp.getByRole('textbox', { name: 'First name' }).fill('Imani');
    await signUp.getByRole('textbox', { name: 'Last name' }).fill('Reyes');
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByRole('radio', { name: /Industry professional/ }).click();
    await signUp.getByRole('button', { name: 'Create my account' }).click();
    await expect(teacher.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await teacher.goto(linkPath(await waitForMessage(request, teacherEmail, 'verify-email')));
    await expect(teacher).not.toHaveURL(/state=verify/, { timeout: 20_000 });

    // Back on the invitation, signed in with the invited email: accepted.
    await teacher.goto(invitation);
    await expect(teacher.getByRole('heading', { level: 1, name: `You joined ${school}` })).toBeVisible();
    await teacher.getByRole('link', { name: 'Open the canvas editor' }).click();
    await expect(teacher).toHaveURL(new RegExp(`/school-canvas/${slug}`));
    const headline = teacher.getByRole('textbox', { name: /Headline/ });
    await headline.fill('Hands-on cosmetology in the heart of Austin');
    await teacher.getByRole('button', { name: 'Save draft' }).first().click();
    await expect(teacher).toHaveURL(/\/my-canvases/);

    // The owner sees the teacher's edit.
    const saved = await request.get(`/api/canvas/${slug}`, { headers: owner.headers });
    expect(((await saved.json()) as { introduction: { headline: string } }).introduction.headline).toBe(
      'Hands-on cosmetology in the heart of Austin',
    );
    await teacherContext.close();
  });
});

import { type Canvas, messages } from '@canvas/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { type MockResponse, mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { GETTING_STARTED_STORAGE_KEY, gettingStartedKey } from './components/getting-started';
import { AUTOSAVE_INTERVAL_MS } from './hooks/use-autosave';
import { AUSTIN, makeCanvas, optionsHandler } from './testing/editor-fixtures';
import { openPanel } from './testing/panels';

/** Types a whole value at once (a paste): per-key typing is slow and these tests are about the form. */
async function fill(user: ReturnType<typeof renderApp>['user'], element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

type Handlers = Parameters<typeof mockApi>[0];

/** Signs in as the owner and answers the editor's calls; PUT echoes the saved canvas back. */
function setup(canvas: Canvas = makeCanvas(), extra: Handlers = {}, { firstVisit = false, query = '' } = {}) {
  startSession(makeSession(makeUser()));
  if (!firstVisit) window.localStorage.setItem(GETTING_STARTED_STORAGE_KEY, '1');
  let current = canvas;
  const api = mockApi({
    [`GET /api/canvas/${canvas.slug}`]: () => ({ body: current }),
    [`PUT /api/canvas/${canvas.id}`]: ({ body }): MockResponse => {
      current = { ...current, ...(body as Partial<Canvas>) };
      return { body: current };
    },
    [`PUT /api/canvas/${canvas.id}/action/public`]: { body: { success: true } },
    [`PUT /api/canvas/${canvas.id}/action/private`]: { body: { success: true } },
    [`DELETE /api/canvas/${canvas.id}`]: { status: 204 },
    'GET /api/option/customized': optionsHandler,
    'GET /api/instagram/app/': { body: { appid: null, configured: false, demo: false } },
    [`GET /api/instagram/portfolio/${canvas.id}`]: { body: { connection: null } },
    'GET /api/places/suggest': { body: { list: [AUSTIN] } },
    ...extra,
  });
  const rendered = renderApp(`/${canvas.type}-canvas/${canvas.slug}${query}`);
  const puts = () =>
    api.requests.filter(
      (request) => request.method === 'PUT' && request.url.endsWith(`/api/canvas/${canvas.id}`),
    );
  return { ...rendered, ...api, puts };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loading the editor', () => {
  it('opens the canvas from its slug with About Me open and the getting-started overlay on a first visit', async () => {
    setup(makeCanvas(), {}, { firstVisit: true });
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to your canvas' });
    // Dialogs add no second banner landmark, and their close button has a name.
    expect(within(welcome).queryByRole('banner')).not.toBeInTheDocument();
    expect(within(welcome).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Name' })[0]).toHaveValue('Ava Stone'));
    fireEvent.click(within(welcome).getByRole('button', { name: 'Start building' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Welcome to your canvas' })).not.toBeInTheDocument(),
    );
    expect(window.localStorage.getItem(gettingStartedKey(makeUser().id))).toBe('1');
  });

  it('does not show the getting-started overlay again once dismissed', async () => {
    setup();
    await screen.findAllByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('dialog', { name: 'Welcome to your canvas' })).not.toBeInTheDocument();
  });

  it('prefills the Instagram handle from ?username=', async () => {
    const { user } = setup(makeCanvas(), {}, { query: '?username=@ava.stone!' });
    await openPanel(user, /Social Media/);
    expect(await screen.findByRole('textbox', { name: 'Instagram' })).toHaveValue('ava.stone');
  });
});

describe('autosave (spec 2 §4: every 20 seconds)', () => {
  it('saves every 20000 ms while there are unsaved changes, and not when there are none', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { puts } = setup();
    const [name] = await screen.findAllByRole('textbox', { name: 'Name' });
    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS));
    expect(puts()).toHaveLength(0);
    fireEvent.change(name as HTMLElement, { target: { value: 'Ava R. Stone' } });
    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS - 1));
    expect(puts()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ introduction: { name: 'Ava R. Stone', yearOfExperience: null } });
    expect(await screen.findByText(messages.editorAllSaved)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts()).toHaveLength(1);
  });
});

describe('header actions (spec 2 §4)', () => {
  it('Publish saves, publishes and goes to /publish-success/{type}?id={slug}', async () => {
    const canvas = makeCanvas({
      introduction: { ...makeCanvas().introduction, description: 'Color lover.' },
      media: {
        ...makeCanvas().media,
        featuredPhoto: { url: '/media/a.jpg', type: 'featuredPhoto', video: false },
        portfolioPhoto: [{ url: '/media/b.jpg', type: 'portfolioPhoto', video: false }],
      },
    });
    const { user, router, requests } = setup(canvas);
    await screen.findAllByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/publish-success/student?id=ava-stone'));
    expect(requests.some((request) => request.url.endsWith('/api/canvas/41/action/public'))).toBe(true);
  });

  it('warns about empty sections before publishing and publishes anyway on request', async () => {
    const { user, router } = setup();
    await screen.findAllByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const warning = await screen.findByRole('dialog', { name: 'A few sections are still empty' });
    expect(within(warning).getByText('About me')).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/publish-success/student?id=ava-stone'));
  });

  it('lists the missing required fields and does not publish (professional without a location)', async () => {
    const canvas = makeCanvas({ type: 'professional', educations: [] });
    const { user, requests } = setup(canvas);
    await screen.findAllByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const modal = await screen.findByRole('dialog', { name: 'Required fields' });
    expect(within(modal).getByText('Location')).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/action/'))).toBe(false);
  });

  it('Save draft saves, makes the canvas private when every education has a school, and goes to /my-canvases', async () => {
    const { user, router, requests } = setup();
    await screen.findAllByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-canvases'));
    expect(requests.some((request) => request.url.endsWith('/api/canvas/41/action/private'))).toBe(true);
  });

  it('Preview saves first, then opens the preview page', async () => {
    const { user, router, puts } = setup();
    const [name] = await screen.findAllByRole('textbox', { name: 'Name' });
    await user.type(name as HTMLElement, 'x');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-canvas/preview/41'));
    expect(puts()).toHaveLength(1);
  });

  it("'Edit Basic Info' returns to the step-0 page with ?slug=", async () => {
    const { user, router } = setup();
    await screen.findAllByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Edit Basic Info' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/education-info?slug=ava-stone'));
  });

  it("'Delete This Portfolio' confirms, deletes and goes to /my-portfolio", async () => {
    const { user, router, requests } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete This Portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this portfolio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete portfolio' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/student-canvas/));
  });
});

describe('create mode (/student-canvas without an id)', () => {
  it('the first save creates the canvas and the address moves to its slug without reloading the editor', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startSession(makeSession(makeUser()));
    window.localStorage.setItem(GETTING_STARTED_STORAGE_KEY, '1');
    const created = makeCanvas({ educations: [] });
    const { requests } = mockApi({
      'POST /api/canvas': { body: { id: created.id, slug: created.slug } },
      [`GET /api/canvas/${created.slug}`]: { body: created },
      [`PUT /api/canvas/${created.id}`]: ({ body }) => ({
        body: { ...created, ...(body as Partial<Canvas>) },
      }),
      'GET /api/option/customized': optionsHandler,
    });
    const { router } = renderApp('/student-canvas');
    const [name] = await screen.findAllByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ava Stone');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Nail art student' },
    });
    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-canvas/ava-stone'));
    const posts = () =>
      requests.filter((request) => request.method === 'POST' && request.url.endsWith('/api/canvas'));
    expect(posts()[0]?.body).toMatchObject({
      type: 'student',
      introduction: { name: 'Ava Stone', title: 'Nail art student' },
    });
    // Still the same editor: what was typed is there, and the next save updates instead of creating.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Nail art student');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Nail art student, 2nd year' },
    });
    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS));
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.method === 'PUT' && request.url.endsWith(`/api/canvas/${created.id}`),
        ),
      ).toBe(true),
    );
    expect(posts()).toHaveLength(1);
  });

  it("a student without a school cannot publish: the required-fields modal lists 'School'", async () => {
    const { user, requests } = setup(makeCanvas({ educations: [] }));
    await screen.findAllByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const modal = await screen.findByRole('dialog', { name: 'Required fields' });
    expect(within(modal).getByText('School')).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/action/'))).toBe(false);
  });
});

describe('About Me', () => {
  it('Willing to relocate No clears the list; experience left empty is sent as null', async () => {
    const canvas = makeCanvas({
      introduction: {
        ...makeCanvas().introduction,
        isRelocated: true,
        relocateTo: ['Denver, CO'],
        yearOfExperience: 4,
      },
    });
    const { user, puts } = setup(canvas);
    const years = await screen.findByRole('textbox', { name: 'Years of experience' });
    expect(fireEvent.keyDown(years, { key: '.' })).toBe(false);
    expect(fireEvent.keyDown(years, { key: 'e' })).toBe(false);
    await user.clear(years);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      introduction: { isRelocated: false, relocateTo: [], yearOfExperience: null },
    });
  });
});

describe('Online Booking', () => {
  it('refuses an invalid link with the spec message and does not save; shows where a valid one leads', async () => {
    const { user, puts, requests, router } = setup();
    await openPanel(user, /Online Booking/);
    const link = await screen.findByRole('textbox', { name: 'Booking link' });
    await fill(user, link, 'not a link');
    // Leaving the field saves the draft as it is, as the autosave would.
    await user.tab();
    await waitFor(() => expect(puts()).toHaveLength(1));
    const editorUrl = currentUrl(router);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(messages.bookingLinkInvalid)).toBeInTheDocument();
    // Save draft refuses the link before it saves: nothing sent, nothing made private, no leaving.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts()).toHaveLength(1);
    expect(requests.some((request) => request.url.includes('/action/'))).toBe(false);
    expect(currentUrl(router)).toBe(editorUrl);
    await user.clear(link);
    await fill(user, link, 'ava@example.com');
    expect(screen.queryByText(messages.bookingLinkInvalid)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /mailto:ava@example.com/ })).toBeInTheDocument();
  });
});

describe('Education info', () => {
  it("the education modal says 'School Name and Graduation Date are required.'", async () => {
    const { user } = setup();
    await openPanel(user, /Education info/);
    await user.click(await screen.findByRole('button', { name: 'Add education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add education' });
    await user.clear(within(dialog).getByLabelText(/Graduation Date/));
    await user.click(within(dialog).getByRole('button', { name: 'Add education' }));
    expect(await within(dialog).findByText(messages.educationModalRequired)).toBeInTheDocument();
  });

  it('removing an education asks for confirmation titled Comfirmation with a Remove button', async () => {
    const { user, puts } = setup();
    await openPanel(user, /Education info/);
    await user.click(await screen.findByRole('button', { name: 'Remove education Aveda Institute Austin' }));
    const dialog = await screen.findByRole('dialog', { name: messages.removeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByText('Aveda Institute Austin', { selector: 'p' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ educations: [] });
  });
});

describe('Education and License info (professional)', () => {
  it("the category modal says 'Category is required', and for Other 'Category Name is required'", async () => {
    const canvas = makeCanvas({ type: 'professional' });
    const { user } = setup(canvas);
    await openPanel(user, /Education and License info/);
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category or licence' });
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(dialog).findByText(messages.categoryRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(dialog).findByText(messages.categoryNameRequired)).toBeInTheDocument();
  });
});

describe('KPIs', () => {
  it('blocks negative signs and caps repeat retention and productivity at 100', async () => {
    const { user, puts, router } = setup();
    await openPanel(user, /KPIs/);
    const repeat = await screen.findByRole('textbox', { name: /Repeat client retention/ });
    expect(fireEvent.keyDown(repeat, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(screen.getByRole('textbox', { name: /Productivity/ }), { key: 'e' })).toBe(
      false,
    );
    await user.type(repeat, '85');
    await user.type(screen.getByRole('textbox', { name: /New guests per month/ }), '40');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // Each field saved as it lost focus; the last save carries the whole draft.
    await waitFor(() => expect(currentUrl(router)).toBe('/my-canvases'));
    expect(puts().at(-1)?.body).toMatchObject({
      additionalInformation: {
        KPI: { repeatClientRetention: 85, newGuestsPerMonth: 40, productivity: null },
      },
    });
  });
});

describe('Additional Information', () => {
  it('matches typed tags to options ignoring case, keeps free text, and sends the payment preference id', async () => {
    const { user, puts, router } = setup();
    await openPanel(user, /Additional Information/);
    const brands = await screen.findByRole('combobox', { name: /Preferred Brands/ });
    await user.type(brands, 'redken{Enter}My Own Line{Enter}REDKEN{Enter}');
    await user.click(screen.getByRole('combobox', { name: /Payment preference/ }));
    await user.click(await screen.findByRole('option', { name: "Don't show" }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // Each field saved as it lost focus; the last save carries the whole draft.
    await waitFor(() => expect(currentUrl(router)).toBe('/my-canvases'));
    expect(puts().at(-1)?.body).toMatchObject({
      additionalInformation: {
        preferredBrands: [
          { optionId: 7, name: 'Redken' },
          { optionId: null, name: 'My Own Line' },
        ],
        paymentModeId: 173,
      },
    });
  });
});

describe('Employment Information', () => {
  it("shows 'No Employment Information available' with 'Add employment information'", async () => {
    const { user } = setup();
    await openPanel(user, /Employment Information/);
    expect(await screen.findByText(messages.noEmployment)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.addEmployment })).toBeInTheDocument();
  });

  it('current role hides the end date; Non Beauty Industry hides the company type and clears it', async () => {
    const { user, puts } = setup();
    await openPanel(user, /Employment Information/);
    await user.click(await screen.findByRole('button', { name: messages.addEmployment }));
    const dialog = await screen.findByRole('dialog', { name: 'Add employment information' });
    await fill(user, within(dialog).getByRole('textbox', { name: /Title/ }), 'Front desk lead');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Company' }), 'Bean There');
    expect(within(dialog).getByLabelText('End date')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I currently work in this role' }));
    expect(within(dialog).queryByLabelText('End date')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Company type' }));
    await user.click(await screen.findByRole('option', { name: 'Salon' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Industry' }));
    await user.click(await screen.findByRole('option', { name: 'Non Beauty Industry' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Company type' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add employment' }));
    expect(await screen.findByRole('button', { name: 'Add more' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      employments: [
        {
          title: 'Front desk lead',
          isCurrentWork: true,
          endDate: null,
          industry: 'Non Beauty Industry',
          companyType: null,
        },
      ],
    });
  });

  it('truncates descriptions at 200 characters with See More / See less, and deletes after Comfirmation', async () => {
    const description = `${'Balayage and lived-in color. '.repeat(10)}The end.`;
    const canvas = makeCanvas({
      employments: [
        {
          uuid: 'job-1',
          title: 'Colorist',
          jobCategory: 'Hair Stylist',
          position: 'Colorist',
          company: 'Salon Lumière',
          startDate: '2021-02-01',
          endDate: null,
          isCurrentWork: true,
          description,
          industry: 'Beauty Industry',
          companyType: 'Salon',
        },
      ],
    });
    const { user } = setup(canvas);
    await openPanel(user, /Employment Information/);
    const card = await screen.findByRole('article', { name: 'employment Colorist' });
    expect(within(card).queryByText(/The end\./)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'See More' }));
    expect(within(card).getByText(/The end\./)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'See less' }));
    await user.click(within(card).getByRole('button', { name: 'Remove employment Colorist' }));
    const dialog = await screen.findByRole('dialog', { name: messages.removeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(messages.noEmployment)).toBeInTheDocument();
  });
});

describe('Celebrations, Certifications & Awards', () => {
  it('enables Add only with a title, a year and an issuer; Club/Teams takes a club name instead', async () => {
    const { user, puts } = setup();
    await openPanel(user, /Celebrations, Certifications/);
    await user.click(await screen.findByRole('button', { name: 'Add award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an award' });
    const add = within(dialog).getByRole('button', { name: 'Add award' });
    expect(add).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Title/ }));
    await user.click(await screen.findByRole('option', { name: 'Club/Teams' }));
    expect(within(dialog).queryByRole('textbox', { name: /Issuer/ })).not.toBeInTheDocument();
    const since = within(dialog).getByRole('textbox', { name: /Participating since/ });
    expect(fireEvent.keyDown(since, { key: '.' })).toBe(false);
    await fill(user, since, '2023');
    expect(add).toBeDisabled();
    await fill(user, within(dialog).getByRole('textbox', { name: /Club name/ }), 'Color Club');
    expect(add).toBeEnabled();
    await user.click(add);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      achievements: [{ title: 'Club/Teams', clubName: 'Color Club', issueYear: '2023', issuer: '' }],
    });
  });

  it("Other needs a specified title ('Title is required'); future years cannot be entered", async () => {
    const { user } = setup();
    await openPanel(user, /Celebrations, Certifications/);
    await user.click(await screen.findByRole('button', { name: 'Add award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an award' });
    await user.click(within(dialog).getByRole('combobox', { name: /Title/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    const specify = within(dialog).getByRole('textbox', { name: /Specify the title/ });
    await user.click(specify);
    await user.tab();
    expect(await within(dialog).findByText(messages.awardTitleRequired)).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /Issuer/ }), 'Salon Today');
    const year = within(dialog).getByRole('textbox', { name: /^Year/ });
    const nextYear = String(new Date().getFullYear() + 1);
    await user.type(year, nextYear);
    expect(year).toHaveValue(nextYear.slice(0, 3));
    expect(within(dialog).getByRole('button', { name: 'Add award' })).toBeDisabled();
  });

  it('achievements granted by Canvas cannot be edited or deleted', async () => {
    const canvas = makeCanvas({
      achievements: [
        {
          uuid: 'a1',
          title: 'Top Rated',
          issuer: 'Canvas',
          issueYear: '2024',
          clubName: '',
          isUserAchievement: true,
        },
        {
          uuid: 'a2',
          title: 'NAHA',
          issuer: 'PBA',
          issueYear: '2023',
          clubName: '',
          isUserAchievement: false,
        },
      ],
    });
    const { user } = setup(canvas);
    await openPanel(user, /Celebrations, Certifications/);
    const granted = await screen.findByRole('article', { name: 'award Top Rated' });
    expect(within(granted).queryByRole('button')).not.toBeInTheDocument();
    const own = screen.getByRole('article', { name: 'award NAHA' });
    expect(within(own).getByRole('button', { name: 'Edit award NAHA' })).toBeInTheDocument();
  });
});

describe('About Me location', () => {
  it('stores the picked city with its coordinates', async () => {
    const canvas = makeCanvas({ type: 'professional' });
    const { user, puts } = setup(canvas);
    const location = await screen.findByRole('combobox', { name: 'Location' });
    await fill(user, location, 'Aus');
    await user.click(await screen.findByRole('option', { name: 'Austin, TX' }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      detail: { locations: [{ city: 'Austin', stateShort: 'TX', coordinates: [-97.7431, 30.2672] }] },
    });
  });
});

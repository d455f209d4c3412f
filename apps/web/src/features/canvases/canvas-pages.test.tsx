import { messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { makeAdmin, makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { makeCanvas, makeSummary } from './canvas-fixtures';
import { COMPLETION_THEME_COLORS, completionThemeColor } from './components/completion-ring';
import { draftBecomesPrivate } from './components/pages/canvas-preview-page';
import { canvasMeta } from './components/pages/public-canvas-page';
import { categoriesToSend } from './components/pages/upgrade-student-page';

const owner = makeUser({
  id: 7,
  profile: { firstName: 'Maya', lastName: 'Lopez', target: 'personalCanvas' },
});

describe('public canvas page /canvas/{slug}', () => {
  it('shows the canvas to a visitor and names the page after it', async () => {
    mockApi({ 'GET /api/canvas/maya-lopez': { body: makeCanvas() } });
    renderApp('/canvas/maya-lopez');
    expect(await screen.findByRole('heading', { level: 1, name: /Maya Lopez/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Maya Lopez · Senior Colorist | Canvas'));
  });

  it('shows a friendly not-found state for a missing or private canvas', async () => {
    mockApi({
      'GET /api/canvas/gone': { status: 404, body: { code: 404, message: messages.canvasNotFound } },
    });
    renderApp('/canvas/gone');
    expect(await screen.findByRole('heading', { name: "This portfolio isn't here" })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(messages.canvasNotFound.replace('.', '\\.')))).toBeInTheDocument();
  });

  it('tells the owner that a draft is only visible to them', async () => {
    startSession(makeSession(owner));
    mockApi({
      'GET /api/user/info': { body: owner },
      'GET /api/canvas/maya-lopez': { body: makeCanvas({ status: 'draft', canEdit: true }) },
    });
    renderApp('/canvas/maya-lopez');
    expect(await screen.findByText('This portfolio is a draft')).toBeInTheDocument();
  });

  it('describes the canvas for link previews from its about text', () => {
    const meta = canvasMeta(
      makeCanvas({ introduction: { description: `Colour  specialist.\n${'x'.repeat(300)}` } }),
    );
    expect(meta.title).toBe('Maya Lopez · Senior Colorist');
    expect(meta.description.startsWith('Colour specialist.')).toBe(true);
    expect(meta.description.length).toBeLessThanOrEqual(161);
  });
});

describe('preview pages', () => {
  it('publishes and goes to /publish-success/{type}?id={slug}', async () => {
    startSession(makeSession(owner));
    const canvas = makeCanvas({
      status: 'draft',
      canEdit: true,
      detail: {
        locations: [
          {
            uuid: 'l',
            address: '',
            city: 'Austin',
            state: 'Texas',
            stateShort: 'TX',
            country: 'United States',
            countryShort: 'US',
            coordinates: [-97.7, 30.2],
            area: 0,
            areaUnit: 'ft',
            chairAmount: 0,
            employeeAmount: 0,
            members: [],
          },
        ],
        categories: [],
        primaryContactNumber: '',
        scSalonId: null,
      },
    });
    const { requests } = mockApi({
      'GET /api/user/info': { body: owner },
      'GET /api/canvas/41': { body: canvas },
      'PUT /api/canvas/41/action/public': { body: { success: true } },
    });
    const { user, router } = renderApp('/professional-canvas/preview/41');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/publish-success/professional?id=maya-lopez'));
    expect(
      requests.some((request) => request.method === 'PUT' && request.url === '/api/canvas/41/action/public'),
    ).toBe(true);
  });

  it('lists the missing fields instead of publishing a professional without a location', async () => {
    startSession(makeSession(owner));
    const { requests } = mockApi({
      'GET /api/user/info': { body: owner },
      'GET /api/canvas/41': { body: makeCanvas({ status: 'draft', canEdit: true }) },
    });
    const { user } = renderApp('/professional-canvas/preview/41');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Required fields' });
    expect(within(dialog).getByText('Location')).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/action/'))).toBe(false);
  });

  it('Save draft makes the canvas private and goes to /my-canvases', async () => {
    startSession(makeSession(owner));
    const { requests } = mockApi({
      'GET /api/user/info': { body: owner },
      'GET /api/canvas/41': { body: makeCanvas({ type: 'student', status: 'draft', canEdit: true }) },
      'PUT /api/canvas/41/action/private': { body: { success: true } },
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    const { user, router } = renderApp('/student-canvas/preview/41');
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/my-canvases'));
    expect(requests.some((request) => request.url === '/api/canvas/41/action/private')).toBe(true);
  });

  it('keeps a draft whose education has no school name a draft (spec 2 §4)', () => {
    const education = {
      uuid: 'e',
      schoolName: '',
      schoolId: null,
      program: null,
      graduationDate: null,
      gpa: null,
      attendance: null,
      hasWorkPermit: 'no' as const,
      workPermitHour: null,
    };
    expect(draftBecomesPrivate({ educations: [education] })).toBe(false);
    expect(draftBecomesPrivate({ educations: [{ ...education, schoolName: 'Aveda Institute' }] })).toBe(true);
  });

  it('links Edit to the editor and shows a mobile-size preview', async () => {
    startSession(makeSession(owner));
    mockApi({
      'GET /api/user/info': { body: owner },
      'GET /api/canvas/41': { body: makeCanvas({ canEdit: true }) },
    });
    const { user } = renderApp('/professional-canvas/preview/41');
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/professional-canvas/maya-lopez',
    );
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(screen.getByText('Mobile preview')).toBeInTheDocument();
  });
});

describe('publish success /publish-success/{type}?id={slug}', () => {
  it("copies {origin}/canvas/{slug} and says 'The link has been copied to your clipboard'", async () => {
    startSession(makeSession(owner));
    mockApi({ 'GET /api/user/info': { body: owner }, 'GET /api/canvas/maya-lopez': { body: makeCanvas() } });
    const { user } = renderApp('/publish-success/professional?id=maya-lopez');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const link = `${window.location.origin}/canvas/maya-lopez`;
    expect(await screen.findByLabelText('Your portfolio link')).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(messages.linkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain(
      encodeURIComponent(link),
    );
    expect(screen.getByRole('link', { name: 'View my canvas' })).toHaveAttribute(
      'href',
      '/canvas/maya-lopez',
    );
  });
});

describe('my portfolios /my-canvases', () => {
  it('maps completion to orange up to 50, olive up to 80, green above', () => {
    expect(completionThemeColor(0)).toBe(COMPLETION_THEME_COLORS.orange);
    expect(completionThemeColor(50)).toBe(COMPLETION_THEME_COLORS.orange);
    expect(completionThemeColor(51)).toBe(COMPLETION_THEME_COLORS.olive);
    expect(completionThemeColor(80)).toBe(COMPLETION_THEME_COLORS.olive);
    expect(completionThemeColor(81)).toBe(COMPLETION_THEME_COLORS.green);
  });

  it("lists the user's portfolios with status and completion, under 'My Portfolios'", async () => {
    startSession(makeSession(owner));
    mockApi({
      'GET /api/user/info': { body: owner },
      'POST /api/canvas/my/canvases': {
        body: {
          list: [
            makeSummary({ id: 1, name: 'Maya Lopez', status: 'public', completion: 90 }),
            makeSummary({
              id: 2,
              slug: 'maya-student',
              type: 'student',
              name: 'Maya (school)',
              status: 'draft',
              completion: 40,
            }),
          ],
        },
      },
    });
    renderApp('/my-canvases');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Portfolios' })).toBeInTheDocument();
    expect(screen.getByText('My Portfolios', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    const pro = await screen.findByRole('article', { name: 'Maya Lopez' });
    expect(within(pro).getByText('Public')).toBeInTheDocument();
    expect(within(pro).getByRole('img', { name: '90% complete' })).toHaveAttribute(
      'data-completion-color',
      'green',
    );
    const student = screen.getByRole('article', { name: 'Maya (school)' });
    expect(within(student).getByText('Draft')).toBeInTheDocument();
    expect(within(student).getByRole('img', { name: '40% complete' })).toHaveAttribute(
      'data-completion-color',
      'orange',
    );
    expect(within(student).getByRole('link', { name: 'Preview Maya (school)' })).toHaveAttribute(
      'href',
      '/student-canvas/preview/2',
    );
  });

  it('invites a user without portfolios to /add-canvas', async () => {
    startSession(makeSession(owner));
    mockApi({
      'GET /api/user/info': { body: owner },
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    renderApp('/my-canvases');
    expect(await screen.findByRole('link', { name: 'Create your portfolio' })).toHaveAttribute(
      'href',
      '/add-canvas',
    );
  });

  it('deletes a portfolio only after confirmation', async () => {
    startSession(makeSession(owner));
    let list = [makeSummary({ id: 5, name: 'Maya Lopez' })];
    const { requests } = mockApi({
      'GET /api/user/info': { body: owner },
      'POST /api/canvas/my/canvases': () => ({ body: { list } }),
      'DELETE /api/canvas/5': () => {
        list = [];
        return { status: 204 };
      },
    });
    const { user } = renderApp('/my-canvases');
    await user.click(await screen.findByRole('button', { name: 'More actions for Maya Lopez' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this portfolio?' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete portfolio' }));
    expect(await screen.findByRole('link', { name: 'Create your portfolio' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      '/api/canvas/5',
    ]);
  });

  it('/my-portfolio leads to the portfolio list', async () => {
    startSession(makeSession(owner));
    mockApi({
      'GET /api/user/info': { body: owner },
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    const { router } = renderApp('/my-portfolio');
    await waitFor(() => expect(currentUrl(router)).toBe('/my-canvases'));
  });
});

describe('add a portfolio /add-canvas', () => {
  const signedInAs = (user: ReturnType<typeof makeUser>) => {
    startSession(makeSession(user));
    mockApi({ 'GET /api/user/info': { body: user } });
    renderApp('/add-canvas');
  };

  it('offers a person the student and professional flows, and says where salons and schools go', async () => {
    signedInAs(makeUser({ profile: { target: 'personalCanvas' } }));
    expect(await screen.findByRole('link', { name: 'Student portfolio' })).toHaveAttribute(
      'href',
      '/education-info',
    );
    expect(screen.getByRole('link', { name: 'Professional portfolio' })).toHaveAttribute(
      'href',
      '/professional-info',
    );
    expect(screen.queryByRole('link', { name: 'Business portfolio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'School portfolio' })).not.toBeInTheDocument();
    expect(screen.getByText(/Run a salon or a beauty school\?/)).toBeInTheDocument();
  });

  it('offers a salon account the business flow', async () => {
    signedInAs(makeUser({ profile: { target: 'businessCanvas' } }));
    expect(await screen.findByRole('link', { name: 'Business portfolio' })).toHaveAttribute(
      'href',
      '/company-info',
    );
    expect(screen.queryByRole('link', { name: 'Student portfolio' })).not.toBeInTheDocument();
  });

  it('offers a school account the school flow', async () => {
    signedInAs(makeUser({ profile: { target: 'schoolDashboard' } }));
    expect(await screen.findByRole('link', { name: 'School portfolio' })).toHaveAttribute(
      'href',
      '/school-info',
    );
    expect(screen.queryByRole('link', { name: 'Business portfolio' })).not.toBeInTheDocument();
  });

  it('offers an admin every flow', async () => {
    signedInAs(makeAdmin());
    for (const name of [
      'Student portfolio',
      'Professional portfolio',
      'Business portfolio',
      'School portfolio',
    ]) {
      expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });
});

describe('upgrade student → professional /upgrade-student?id=', () => {
  const categoryOptions = [
    { id: 11, name: 'Cosmetologist', kind: 'category' as const, licensed: true },
    { id: 12, name: 'Barber', kind: 'category' as const, licensed: true },
  ];
  const stateOptions = [{ id: 301, name: 'Texas', kind: 'state' as const, code: 'TX' }];

  it('builds categories: empty rows dropped, Other takes its typed name', () => {
    const rows = [
      { key: 'a', optionId: -1, otherName: '', licenseNumber: '', stateId: null },
      { key: 'b', optionId: 11, otherName: '', licenseNumber: ' 123 ', stateId: 301 },
      { key: 'c', optionId: 0, otherName: ' Lash artist ', licenseNumber: '', stateId: null },
      { key: 'd', optionId: 0, otherName: ' ', licenseNumber: '', stateId: null },
    ];
    expect(categoriesToSend(rows, categoryOptions, stateOptions)).toEqual([
      {
        optionId: 11,
        name: 'Cosmetologist',
        otherName: '',
        licenseNumber: '123',
        stateId: 301,
        stateName: 'Texas',
      },
      {
        optionId: 0,
        name: 'Lash artist',
        otherName: 'Lash artist',
        licenseNumber: '',
        stateId: null,
        stateName: '',
      },
    ]);
  });

  function upgradeApi() {
    return mockApi({
      'GET /api/user/info': { body: owner },
      'GET /api/canvas/41': { body: makeCanvas({ type: 'student', canEdit: true }) },
      'GET /api/option/customized': ({ url }) => {
        const [kind] = JSON.parse(new URL(url, 'http://localhost').searchParams.get('types') ?? '[]');
        return { body: { [kind]: kind === 'state' ? stateOptions : categoryOptions } };
      },
      'POST /api/canvas/upgrade/41': { body: { id: 41, slug: 'maya-lopez' } },
    });
  }

  it("refuses no category with 'please type at least one category'", async () => {
    startSession(makeSession(owner));
    const { requests } = upgradeApi();
    const { user } = renderApp('/upgrade-student?id=41');
    await user.click(await screen.findByRole('button', { name: 'Upgrade to professional' }));
    expect(await screen.findByText(messages.upgradeCategoryRequired)).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/upgrade/'))).toBe(false);
  });

  it('upgrades with an Other category and opens the professional preview', async () => {
    startSession(makeSession(owner));
    const { requests } = upgradeApi();
    const { user, router } = renderApp('/upgrade-student?id=41');
    await user.click(await screen.findByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.type(screen.getByLabelText('Category name'), 'Lash artist');
    await user.click(screen.getByRole('button', { name: 'Upgrade to professional' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/professional-canvas/preview/41'));
    expect(requests.find((request) => request.url === '/api/canvas/upgrade/41')?.body).toEqual({
      categories: [
        {
          optionId: 0,
          name: 'Lash artist',
          otherName: 'Lash artist',
          licenseNumber: '',
          stateId: null,
          stateName: '',
        },
      ],
    });
  });
});

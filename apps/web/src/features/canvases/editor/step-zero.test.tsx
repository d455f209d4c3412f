import { messages, todayIsoDate } from '@canvas/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { AUSTIN, makeCanvas, optionsHandler } from './testing/editor-fixtures';

/** Types a whole value at once (a paste): per-key typing is slow and these tests are about the form. */
async function fill(user: ReturnType<typeof renderApp>['user'], element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

function signIn() {
  startSession(makeSession(makeUser()));
}

async function choose(user: ReturnType<typeof renderApp>['user'], label: string | RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/education-info (student step 0)', () => {
  it("lists Program and School under 'The following fields are required:' and sends nothing", async () => {
    signIn();
    const { requests } = mockApi({ 'GET /api/option/customized': optionsHandler });
    const { user } = renderApp('/education-info');
    await user.click(await screen.findByRole('button', { name: 'Create my canvas' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.educationStepRequired);
    expect(within(alert).getByText('Program')).toBeInTheDocument();
    expect(within(alert).getByText('School')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('defaults the graduation date to today; GPA and attendance block e + - and refuse over 100', async () => {
    signIn();
    mockApi({ 'GET /api/option/customized': optionsHandler });
    const { user } = renderApp('/education-info');
    expect(await screen.findByLabelText('Graduation date')).toHaveValue(todayIsoDate());
    const gpa = screen.getByRole('textbox', { name: /GPA/ });
    for (const key of ['e', '+', '-']) {
      expect(fireEvent.keyDown(gpa, { key })).toBe(false);
    }
    expect(fireEvent.keyDown(gpa, { key: '5' })).toBe(true);
    // Issue 26: over 100 is refused with a message, not cut to fit.
    await user.type(gpa, '150');
    expect(gpa).toHaveValue('150');
    expect(screen.getByText(messages.percentRange)).toBeInTheDocument();
    const attendance = screen.getByRole('textbox', { name: /Attendance/ });
    expect(fireEvent.keyDown(attendance, { key: '-' })).toBe(false);
  });

  it('searches schools with the bounds [2, 20] once text is entered, creates the canvas and opens the editor', async () => {
    signIn();
    const { requests } = mockApi({
      'GET /api/option/customized': optionsHandler,
      'PUT /api/option/school/search': {
        body: { list: [{ id: 12, name: 'Aveda Institute Austin', city: 'Austin', state: 'TX' }] },
      },
      'POST /api/canvas': { body: { id: 41, slug: 'ava-stone' } },
      'GET /api/canvas/ava-stone': { body: makeCanvas() },
    });
    const { user, router } = renderApp('/education-info');
    await choose(user, 'Program', 'Cosmetology');
    await fill(user, screen.getByRole('combobox', { name: 'School' }), 'Aveda');
    await user.click(await screen.findByRole('option', { name: /Aveda Institute Austin/ }));
    const search = requests.find((request) => request.url.endsWith('/option/school/search'));
    expect(search?.body).toMatchObject({ tactics: [2, 20] });
    expect((search?.body as { keyword?: string } | undefined)?.keyword).not.toBe('');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await fill(user, screen.getByRole('textbox', { name: 'Work permit hours' }), '300');
    await user.click(screen.getByRole('button', { name: 'Create my canvas' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/student-canvas/ava-stone'));
    const created = requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/api/canvas'),
    );
    expect(created?.body).toMatchObject({
      type: 'student',
      introduction: { name: 'Ava Stone' },
      educations: [
        {
          schoolName: 'Aveda Institute Austin',
          schoolId: 12,
          program: { optionId: 2, name: 'Cosmetology' },
          graduationDate: todayIsoDate(),
          hasWorkPermit: 'yes',
          workPermitHour: 300,
          gpa: null,
          attendance: null,
        },
      ],
    });
  });

  it('with ?slug= edits the first education of that canvas and returns to its editor', async () => {
    signIn();
    const canvas = makeCanvas();
    const { requests } = mockApi({
      'GET /api/option/customized': optionsHandler,
      'GET /api/canvas/ava-stone': { body: canvas },
      'PUT /api/canvas/41': ({ body }) => ({ body: { ...canvas, ...(body as object) } }),
    });
    const { user, router } = renderApp('/education-info?slug=ava-stone');
    const school = await screen.findByRole('combobox', { name: 'School' });
    expect(school).toHaveValue('Aveda Institute Austin');
    await user.clear(school);
    await fill(user, school, 'Paul Mitchell The School');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/student-canvas/ava-stone'));
    const put = requests.find(
      (request) => request.method === 'PUT' && request.url.endsWith('/api/canvas/41'),
    );
    expect(put?.body).toEqual({
      educations: [
        expect.objectContaining({ uuid: 'edu-1', schoolName: 'Paul Mitchell The School', schoolId: null }),
      ],
    });
  });
});

describe('/professional-info (professional step 0)', () => {
  it("says 'Category is required' when no category is chosen", async () => {
    signIn();
    const { requests } = mockApi({ 'GET /api/option/customized': optionsHandler });
    const { user } = renderApp('/professional-info');
    await user.click(await screen.findByRole('button', { name: 'Create my canvas' }));
    expect(await screen.findByText(messages.categoryRequired)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("says 'Category Name is required' for Other without a name", async () => {
    signIn();
    mockApi({ 'GET /api/option/customized': optionsHandler });
    const { user } = renderApp('/professional-info');
    await choose(user, 'Category', 'Other');
    await user.click(screen.getByRole('button', { name: 'Create my canvas' }));
    expect(await screen.findByText(messages.categoryNameRequired)).toBeInTheDocument();
  });

  it('creates the canvas with its licences and the picked city, then opens the professional editor', async () => {
    signIn();
    const { requests } = mockApi({
      'GET /api/option/customized': optionsHandler,
      'GET /api/places/suggest': { body: { list: [AUSTIN] } },
      'POST /api/canvas': { body: { id: 52, slug: 'ava-stone-2' } },
      'GET /api/canvas/ava-stone-2': {
        body: makeCanvas({ id: 52, slug: 'ava-stone-2', type: 'professional' }),
      },
    });
    const { user, router } = renderApp('/professional-info');
    await choose(user, 'Category', 'Hair Stylist');
    await fill(user, screen.getByRole('textbox', { name: 'License number' }), 'TX-778812');
    await choose(user, 'License state', 'Texas');
    await user.click(screen.getByRole('button', { name: 'Add another category' }));
    await choose(user, 'Category 2', 'Other');
    await fill(user, screen.getByRole('textbox', { name: 'Category name 2' }), 'Lash artist');
    await fill(user, screen.getByRole('combobox', { name: 'Location' }), 'Aus');
    await user.click(await screen.findByRole('option', { name: 'Austin, TX' }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Create my canvas' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/professional-canvas/ava-stone-2'));
    const created = requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/api/canvas'),
    );
    expect(created?.body).toMatchObject({
      type: 'professional',
      detail: {
        categories: [
          { optionId: 1, name: 'Hair Stylist', licenseNumber: 'TX-778812', stateId: 44, stateName: 'Texas' },
          { optionId: 0, name: 'Lash artist', otherName: 'Lash artist' },
        ],
        locations: [
          { address: 'Austin, TX', city: 'Austin', stateShort: 'TX', coordinates: [-97.7431, 30.2672] },
        ],
      },
    });
  });
});

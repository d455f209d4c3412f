import { type Canvas, messages } from '@canvas/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { type MockResponse, mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { AUTOSAVE_INTERVAL_MS } from '../../editor/hooks/use-autosave';
import { optionsHandler } from '../../editor/testing/editor-fixtures';
import { openPanel } from '../../editor/testing/panels';
import { makeMember, makeOrgCanvas, makeOrgLocation, PAID } from './testing/org-editor-fixtures';

type Handlers = Parameters<typeof mockApi>[0];

/** Signs in as the owner and answers the editor's calls; PUT echoes the saved canvas back. */
function setup(canvas: Canvas = makeOrgCanvas(), extra: Handlers = {}, { path = '' } = {}) {
  startSession(makeSession(makeUser({ profile: { target: 'businessCanvas' } })));
  let current = canvas;
  const api = mockApi({
    [`GET /api/canvas/${canvas.slug}`]: () => ({ body: current }),
    [`GET /api/canvas/${canvas.id}`]: () => ({ body: current }),
    [`PUT /api/canvas/${canvas.id}`]: ({ body }): MockResponse => {
      const input = body as Partial<Canvas>;
      current = {
        ...current,
        introduction: { ...current.introduction, ...input.introduction },
        detail: { ...current.detail, ...input.detail },
      };
      return { body: current };
    },
    [`PUT /api/canvas/${canvas.id}/action/public`]: { body: { success: true } },
    'GET /api/option/customized': optionsHandler,
    'GET /api/instagram/app/': { body: { appid: null, configured: false, demo: false } },
    [`GET /api/instagram/portfolio/${canvas.id}`]: { body: { connection: null } },
    'POST /api/badges/match': { body: { matches: [] } },
    ...extra,
  });
  const rendered = renderApp(path || `/${canvas.type}-canvas/${canvas.slug}`);
  const puts = () =>
    api.requests.filter(
      (request) => request.method === 'PUT' && request.url.endsWith(`/api/canvas/${canvas.id}`),
    );
  const actionCalls = () => api.requests.filter((request) => request.url.includes('/action/'));
  return {
    ...rendered,
    ...api,
    puts,
    actionCalls,
    setCurrent: (next: Canvas) => {
      current = next;
    },
  };
}

const nameField = (label = 'Company name') => screen.findByRole('textbox', { name: label });

afterEach(() => {
  vi.useRealTimers();
});

describe('the editor (spec 2 "Business and school editor")', () => {
  it('opens a business canvas with the business steps, the autosave hint and the six panels', async () => {
    setup();
    expect(await nameField()).toHaveValue('Salon Lumière');
    const steps = screen.getByRole('navigation', { name: 'Portfolio steps' });
    const stepLabels = within(steps)
      .getAllByRole('listitem')
      .map((step) => step.textContent?.replace(/^\d/, ''));
    expect(stepLabels).toEqual(['Company Information', 'Business Canvas', 'Preview', 'Publish']);
    // Only the first two steps can be clicked: the one behind is a button, the current and later ones are not.
    expect(within(steps).getByRole('button', { name: /Company Information/ })).toBeInTheDocument();
    expect(within(steps).queryByRole('button', { name: /Preview/ })).not.toBeInTheDocument();
    expect(screen.getByText(messages.autoSaved)).toBeInTheDocument();
    for (const panel of [
      /^Introduction/,
      /^Featured Photos & Videos/,
      /^Details/,
      /^Additional Information/,
      /^Awards and Achievements/,
      /^Social Media/,
    ]) {
      expect(screen.getByRole('button', { name: panel })).toBeInTheDocument();
    }
  });

  it('a school canvas has the school steps and asks for the school name', async () => {
    setup(makeOrgCanvas({ type: 'school', slug: 'bella-academy' }));
    expect(await nameField('School name')).toHaveValue('Salon Lumière');
    const steps = screen.getByRole('navigation', { name: 'Portfolio steps' });
    const stepLabels = within(steps)
      .getAllByRole('listitem')
      .map((step) => step.textContent?.replace(/^\d/, ''));
    expect(stepLabels).toEqual(['School Information', 'School Canvas', 'Preview', 'Publish']);
  });

  it('blocks a slash in the company name', async () => {
    const { user } = setup();
    const name = await nameField();
    expect(fireEvent.keyDown(name, { key: '/' })).toBe(false);
    await user.clear(name);
    await user.click(name);
    await user.paste('Cut/Colour');
    expect(name).toHaveValue('CutColour');
    expect(screen.getByText(messages.slashNotAllowed)).toBeInTheDocument();
  });

  it('an address without an id goes to the info step', async () => {
    startSession(makeSession(makeUser({ profile: { target: 'businessCanvas' } })));
    mockApi({});
    const { router } = renderApp('/business-canvas?fromPost=true');
    await waitFor(() => expect(currentUrl(router)).toBe('/company-info?fromPost=true'));
  });

  it('opens by id (an admin from the dashboards) as well as by slug', async () => {
    setup(makeOrgCanvas(), {}, { path: '/business-canvas/90' });
    expect(await nameField()).toHaveValue('Salon Lumière');
  });

  it('a view-only member gets a read-only notice, not the editor', async () => {
    setup(makeOrgCanvas({ type: 'school', canEdit: false, memberRole: 'Teacher Assistant' }));
    expect(
      await screen.findByRole('heading', { name: 'You can view this canvas, not edit it' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'As a Teacher Assistant of Salon Lumière, you can see the canvas; only its admins and teachers can change it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the canvas' })).toHaveAttribute(
      'href',
      '/school-canvas/preview/90',
    );
    expect(screen.queryByRole('textbox', { name: 'School name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it("copies the canvas link: 'The link has been copied to your clipboard'", async () => {
    const { user } = setup();
    await nameField();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const [copy] = screen.getAllByRole('button', { name: 'Copy the canvas link' });
    await user.click(copy as HTMLElement);
    expect(await screen.findByText(messages.linkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/canvas/salon-lumiere`);
  });
});

describe('saving (autosave every 20 seconds, and on leaving)', () => {
  it('saves every 20000 ms while there are unsaved changes, and not when there are none', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { puts } = setup();
    const name = await nameField();
    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS));
    expect(puts()).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Salon Lumière Austin' } });
    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ introduction: { name: 'Salon Lumière Austin' } });
    act(() => vi.advanceTimersByTime(AUTOSAVE_INTERVAL_MS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts()).toHaveLength(1);
  });

  it('saves unsaved changes when the user leaves the editor for another page', async () => {
    const { router, puts } = setup();
    fireEvent.change(await nameField(), { target: { value: 'Lumière' } });
    await act(() => router.navigate('/my-canvases'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ introduction: { name: 'Lumière' } });
  });

  it('saves when a field loses focus, and as the page goes in a request that outlives it (as the person editors do)', async () => {
    const { puts, fetchMock } = setup();
    const name = await nameField();
    fireEvent.change(name, { target: { value: 'Lumière' } });
    fireEvent.focusOut(name);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(await screen.findByText(messages.editorAllSaved)).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Lumière Austin' } });
    expect(screen.getByText(messages.editorUnsaved)).toBeInTheDocument();
    fireEvent(window, new Event('pagehide'));
    expect(puts()).toHaveLength(2);
    const lastCall = fetchMock.mock.calls.at(-1);
    expect(lastCall?.[1]).toMatchObject({ method: 'PUT', keepalive: true });
    expect(puts()[1]?.body).toMatchObject({ introduction: { name: 'Lumière Austin' } });
  });

  it("a published canvas says 'Published — changes go live when saved'", async () => {
    setup(makeOrgCanvas({ status: 'public' }));
    expect(await screen.findByText(messages.editorPublishedLive)).toBeInTheDocument();
  });

  it('saves when the tab is hidden', async () => {
    const { puts } = setup();
    fireEvent.change(await nameField(), { target: { value: 'Lumière' } });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    visibility.mockRestore();
    await waitFor(() => expect(puts()).toHaveLength(1));
  });
});

describe('header actions (spec 2 §4)', () => {
  it('Save draft saves and goes to /my-canvases without changing the status', async () => {
    const { user, router, puts, actionCalls } = setup();
    fireEvent.change(await nameField(), { target: { value: 'Lumière' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-canvases'));
    expect(puts()).toHaveLength(1);
    expect(actionCalls()).toHaveLength(0);
  });

  it('Preview saves first, then opens the preview page (fromPost carried on)', async () => {
    const { user, router, puts } = setup(
      makeOrgCanvas(),
      {},
      { path: '/business-canvas/salon-lumiere?fromPost=true' },
    );
    fireEvent.change(await nameField(), { target: { value: 'Lumière' } });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/business-canvas/preview/90?fromPost=true'));
    expect(puts()).toHaveLength(1);
  });

  it("'Edit Basic Info' saves and returns to /company-info?slug=", async () => {
    const { user, router } = setup();
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Edit Basic Info' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/company-info?slug=salon-lumiere'));
  });

  it("'Edit Basic Info' of a school returns to /school-info?slug=", async () => {
    const { user, router } = setup(makeOrgCanvas({ type: 'school', slug: 'bella-academy' }));
    await nameField('School name');
    await user.click(screen.getByRole('button', { name: 'Edit Basic Info' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/school-info?slug=bella-academy'));
  });

  it("the 'Company Information' step goes back to the info step too", async () => {
    const { user, router } = setup();
    await nameField();
    const steps = screen.getByRole('navigation', { name: 'Portfolio steps' });
    await user.click(within(steps).getByRole('button', { name: /Company Information/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/company-info?slug=salon-lumiere'));
  });
});

describe('the publish gate (spec 2 §4, §5)', () => {
  it("lists 'Company name', 'Primary contact number' and 'Location' and publishes nothing", async () => {
    const canvas = makeOrgCanvas({
      introduction: { ...makeOrgCanvas().introduction, name: '' },
      detail: { ...makeOrgCanvas().detail, primaryContactNumber: '', locations: [] },
      payorder: PAID,
    });
    const { user, puts, actionCalls, router } = setup(canvas);
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const modal = await screen.findByRole('dialog', { name: 'Required fields' });
    for (const field of ['Company name', 'Primary contact number', 'Location']) {
      expect(within(modal).getByText(field)).toBeInTheDocument();
    }
    expect(puts()).toHaveLength(0);
    expect(actionCalls()).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/business-canvas/salon-lumiere');
  });

  it("a school lists 'School name'; 'Take me there' opens the panel", async () => {
    const canvas = makeOrgCanvas({
      type: 'school',
      introduction: { ...makeOrgCanvas().introduction, name: '' },
    });
    const { user } = setup(canvas);
    await nameField('School name');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const modal = await screen.findByRole('dialog', { name: 'Required fields' });
    expect(within(modal).getByText('School name')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Take me there' }));
    expect(screen.getByRole('button', { name: /^Introduction/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it("an extra location without an address is listed as 'Location' and marked on its card", async () => {
    const canvas = makeOrgCanvas({
      detail: {
        ...makeOrgCanvas().detail,
        locations: [makeOrgLocation(), makeOrgLocation({ uuid: 'loc-2', address: '', coordinates: null })],
      },
    });
    const { user } = setup(canvas);
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const modal = await screen.findByRole('dialog', { name: 'Required fields' });
    expect(within(modal).getByText('Location')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Take me there' }));
    expect(await screen.findByText('Add the address of this location to publish.')).toBeInTheDocument();
  });

  it('paid: saves, publishes and goes to /my-canvases', async () => {
    const { user, router, puts, requests } = setup(makeOrgCanvas({ payorder: PAID }));
    fireEvent.change(await nameField(), { target: { value: 'Lumière' } });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-canvases'));
    expect(puts()).toHaveLength(1);
    const publish = requests.findIndex((request) => request.url.endsWith('/api/canvas/90/action/public'));
    expect(publish).toBeGreaterThan(requests.indexOf(puts()[0] as (typeof requests)[number]));
  });

  it('unpaid: saves and goes to the payment page without trying to publish', async () => {
    const { user, router, puts, actionCalls } = setup();
    fireEvent.change(await nameField(), { target: { value: 'Lumière' } });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/business-payment/salon-lumiere'));
    expect(puts()).toHaveLength(1);
    expect(actionCalls()).toHaveLength(0);
  });

  it('unpaid school from a post: the school payment page with isPostOpportunity', async () => {
    const canvas = makeOrgCanvas({ type: 'school', slug: 'bella-academy' });
    const { user, router } = setup(canvas, {}, { path: '/school-canvas/bella-academy?fromPost=true' });
    await nameField('School name');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/school-payment/bella-academy?isPostOpportunity=true'),
    );
  });

  it('a 402 from the server (the plan lapsed) goes to the payment page, with no error toast', async () => {
    const { user, router, actionCalls } = setup(makeOrgCanvas({ payorder: PAID }), {
      'PUT /api/canvas/90/action/public': {
        status: 402,
        body: { code: 10005, message: messages.publishNeedsSubscription },
      },
    });
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/business-payment/salon-lumiere'));
    expect(actionCalls()).toHaveLength(1);
    expect(screen.queryByText(messages.publishNeedsSubscription)).not.toBeInTheDocument();
  });
});

describe('panels', () => {
  it('Details: contact number blocks e + - . ; categories and locations are saved', async () => {
    const { user, puts, router } = setup();
    await openPanel(user, /^Details/);
    const phone = await screen.findByRole('textbox', { name: 'Primary contact number' });
    for (const key of ['e', '+', '-', '.']) expect(fireEvent.keyDown(phone, { key })).toBe(false);
    expect(screen.getByRole('group', { name: 'Default location' })).toBeInTheDocument();
    await user.clear(phone);
    await user.click(phone);
    await user.paste('512-555-0199');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // Fields save as they lose focus too; the last save carries the whole draft.
    await waitFor(() => expect(currentUrl(router)).toBe('/my-canvases'));
    expect(puts().at(-1)?.body).toMatchObject({
      detail: {
        primaryContactNumber: '5125550199',
        categories: [{ optionId: 1, name: 'Hair Stylist' }],
        locations: [{ uuid: 'loc-1', address: '500 Congress Ave, Austin, TX 78701' }],
      },
    });
  });

  it('Details: each location lists its team; an invitation just sent joins the list and is saved with it', async () => {
    const invited = makeMember({
      uuid: 'member-2',
      role: 'Non-admin',
      permission: { permission: 'viewOnly' },
      memberUserId: null,
      memberUser: null,
      email: 'sam@salon.test',
    });
    const canvas = makeOrgCanvas({
      detail: { ...makeOrgCanvas().detail, locations: [makeOrgLocation({ members: [makeMember()] })] },
    });
    const context: { setCurrent?: (next: Canvas) => void } = {};
    const { user, puts, setCurrent } = setup(canvas, {
      'POST /api/canvas/school/add-employee': () => {
        context.setCurrent?.(
          makeOrgCanvas({
            detail: {
              ...canvas.detail,
              locations: [makeOrgLocation({ members: [makeMember(), invited] })],
            },
          }),
        );
        return { body: { success: true, invitations: [{ email: 'sam@salon.test', resent: false }] } };
      },
    });
    context.setCurrent = setCurrent;
    await openPanel(user, /^Details/);
    expect(await screen.findByText('Lee Park')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sam@salon.test');
    await user.click(within(dialog).getByRole('button', { name: /Send/ }));
    expect(await screen.findByText(messages.invitationSent)).toBeInTheDocument();
    expect(await screen.findByText('sam@salon.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const saved = puts()[0]?.body as { detail: { locations: { members: { uuid: string }[] }[] } };
    expect(saved.detail.locations[0]?.members.map((member) => member.uuid)).toEqual(['member-1', 'member-2']);
  });

  it('Awards: a business sees the subset of titles (no Dean’s List or Scholarship)', async () => {
    const { user } = setup();
    await openPanel(user, /^Awards and Achievements/);
    await user.click(await screen.findByRole('button', { name: 'Add award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an award' });
    await user.click(within(dialog).getByRole('combobox', { name: /Title/ }));
    expect(await screen.findByRole('option', { name: 'NAHA' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: "Dean's List" })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Scholarship' })).not.toBeInTheDocument();
  });

  it('Additional Information: the business lists are saved with the payment mode as paymentModeId', async () => {
    const { user, puts } = setup();
    await openPanel(user, /^Additional Information/);
    const panel = document.getElementById('panel-additional') as HTMLElement;
    expect(await within(panel).findByText('Locks of Love')).toBeInTheDocument();
    fireEvent.change(await nameField(), { target: { value: 'Lumière' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      additionalInformation: {
        backbarBrands: [{ optionId: 7, name: 'Redken' }],
        retailBrands: [{ optionId: 8, name: 'Wella' }],
        companyBenefits: [{ optionId: null, name: 'Paid education' }],
        charities: [{ optionId: null, name: 'Locks of Love' }],
        paymentModeId: 171,
      },
    });
  });
});

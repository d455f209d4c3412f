import { type Canvas, messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { makeOrgCanvas, PAID } from './testing/org-editor-fixtures';

type Handlers = Parameters<typeof mockApi>[0];

function setup(canvas: Canvas = makeOrgCanvas(), extra: Handlers = {}, path = '') {
  startSession(makeSession(makeUser({ profile: { target: 'businessCanvas' } })));
  const api = mockApi({
    [`GET /api/canvas/${canvas.id}`]: { body: canvas },
    [`GET /api/canvas/${canvas.slug}`]: { body: canvas },
    [`PUT /api/canvas/${canvas.id}/action/public`]: { body: { success: true } },
    'POST /api/badges/match': { body: { matches: [] } },
    ...extra,
  });
  const rendered = renderApp(path || `/${canvas.type}-canvas/preview/${canvas.id}`);
  const actionCalls = () => api.requests.filter((request) => request.url.includes('/action/'));
  return { ...rendered, ...api, actionCalls };
}

/** The bar at the top (phones have the same buttons in a bottom bar, hidden here by CSS only). */
const bar = async () => within(await screen.findByRole('region', { name: 'Preview actions' }));

describe('the preview page (spec 2 "Preview page (business and school)")', () => {
  it('shows the canvas with Edit, Save draft and Publish; Edit goes back to the editor', async () => {
    const { user, router } = setup();
    const actions = await bar();
    expect(await screen.findByRole('heading', { name: 'Salon Lumière', level: 1 })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await user.click(actions.getByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/business-canvas/salon-lumiere'));
  });

  it('opens by slug as well as by id, and carries fromPost to the editor', async () => {
    const { user, router } = setup(
      makeOrgCanvas(),
      {},
      '/business-canvas/preview/salon-lumiere?fromPost=true',
    );
    await user.click((await bar()).getByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/business-canvas/salon-lumiere?fromPost=true'));
  });

  it('Save draft goes to /my-canvases and changes nothing', async () => {
    const { user, router, actionCalls } = setup();
    await user.click((await bar()).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-canvases'));
    expect(actionCalls()).toHaveLength(0);
  });

  it('Publish, paid: publishes and goes to /my-canvases', async () => {
    const { user, router, actionCalls } = setup(makeOrgCanvas({ payorder: PAID }));
    await user.click((await bar()).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-canvases'));
    expect(actionCalls().map((request) => request.url)).toEqual([
      expect.stringMatching(/\/api\/canvas\/90\/action\/public$/),
    ]);
  });

  it('Publish, unpaid: the payment page of the type, nothing published', async () => {
    const { user, router, actionCalls } = setup(makeOrgCanvas({ type: 'school', slug: 'bella-academy' }));
    await user.click((await bar()).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/school-payment/bella-academy'));
    expect(actionCalls()).toHaveLength(0);
  });

  it('Publish answered 402: the payment page', async () => {
    const { user, router } = setup(makeOrgCanvas({ payorder: PAID }), {
      'PUT /api/canvas/90/action/public': {
        status: 402,
        body: { code: 10005, message: messages.publishNeedsSubscription },
      },
    });
    await user.click((await bar()).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/business-payment/salon-lumiere'));
  });

  it('Publish with required fields missing lists them; fixing them opens the editor', async () => {
    const canvas = makeOrgCanvas({
      detail: { ...makeOrgCanvas().detail, primaryContactNumber: '' },
      payorder: PAID,
    });
    const { user, router, actionCalls } = setup(canvas);
    await user.click((await bar()).getByRole('button', { name: 'Publish' }));
    const modal = await screen.findByRole('dialog', { name: 'Required fields' });
    expect(within(modal).getByText('Primary contact number')).toBeInTheDocument();
    expect(actionCalls()).toHaveLength(0);
    await user.click(within(modal).getByRole('button', { name: 'Take me there' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/business-canvas/salon-lumiere'));
  });

  it('a view-only member sees the canvas without the owner’s actions', async () => {
    setup(makeOrgCanvas({ canEdit: false, memberRole: 'Non-admin' }));
    const actions = await bar();
    expect(actions.getByText('View only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('a missing canvas shows the not-found page', async () => {
    startSession(makeSession(makeUser()));
    mockApi({});
    renderApp('/business-canvas/preview/404');
    expect(await screen.findByRole('heading', { name: "This portfolio isn't here" })).toBeInTheDocument();
  });
});

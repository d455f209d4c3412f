import { type InstagramMedia, messages } from '@canvas/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, renderWithProviders } from '@/testing/render';
import { InstagramConnect } from './components/instagram-connect';
import { InstagramGrid } from './components/instagram-grid';
import { leaveForInstagram } from './leave-for-instagram';

vi.mock('./leave-for-instagram', () => ({ leaveForInstagram: vi.fn() }));

const configured = { body: { appid: 'canvas-demo-instagram', configured: true, demo: false } };
const notConfigured = { body: { appid: null, configured: false, demo: false } };
const notConnected = (canvasId: number) => ({ body: { canvasId, instagramHandle: '', connection: null } });
const connected = (canvasId: number, username: string) => ({
  body: {
    canvasId,
    instagramHandle: username,
    connection: { username, connectedAt: '2026-01-02T10:00:00.000Z', expiresAt: '2026-03-02T10:00:00.000Z' },
  },
});

/** The editor's side: it owns the handle and passes it down. */
function Editor({
  canvasId,
  initial = '',
  onBeforeConnect,
}: {
  canvasId: number | null;
  initial?: string;
  onBeforeConnect?: () => Promise<unknown>;
}) {
  const [handle, setHandle] = useState(initial);
  return (
    <>
      <InstagramConnect
        canvasId={canvasId}
        handle={handle}
        onHandleChange={setHandle}
        onBeforeConnect={onBeforeConnect}
      />
      <output aria-label="Saved handle">{handle}</output>
    </>
  );
}

beforeEach(() => {
  startSession(makeSession());
  vi.mocked(leaveForInstagram).mockClear();
});
afterEach(() => {
  notifications.clean();
});

describe('Instagram handle field (spec 2 §5)', () => {
  it('strips every character other than letters, digits, dot and underscore as it is typed', async () => {
    mockApi({ 'GET /api/instagram/app/': configured, 'GET /api/instagram/portfolio/5': notConnected(5) });
    const { user } = renderWithProviders(<Editor canvasId={5} />);
    const field = screen.getByLabelText('Instagram');
    await user.type(field, '@maya robinson!*.hair_24 #');
    expect(field).toHaveValue('mayarobinson.hair_24');
    expect(screen.getByLabelText('Saved handle')).toHaveTextContent(/^mayarobinson\.hair_24$/);
  });

  it('without an Instagram app, hides Connect and still edits a plain handle', async () => {
    const { requests } = mockApi({
      'GET /api/instagram/app/': notConfigured,
      'GET /api/instagram/portfolio/5': notConnected(5),
    });
    const { user } = renderWithProviders(<Editor canvasId={5} />);
    await waitFor(() =>
      expect(requests.some((request) => request.url.includes('/instagram/app'))).toBe(true),
    );
    await user.type(screen.getByLabelText('Instagram'), 'plain.handle');
    expect(screen.getByLabelText('Saved handle')).toHaveTextContent('plain.handle');
    expect(screen.queryByRole('button', { name: /connect instagram/i })).not.toBeInTheDocument();
  });
});

describe('Connect Instagram needs a saved canvas (spec 2 §8)', () => {
  for (const canvasId of [null, 0]) {
    it(`shows 'Please save first' for canvas id ${canvasId} and calls nothing`, async () => {
      const { requests } = mockApi({ 'GET /api/instagram/app/': configured });
      const { user } = renderWithProviders(<Editor canvasId={canvasId} />);
      await user.click(await screen.findByRole('button', { name: /connect instagram/i }));

      expect(await screen.findByText(messages.instagramSaveFirst)).toBeInTheDocument();
      expect(screen.getByText(messages.instagramSaveFirstDescription)).toBeInTheDocument();
      expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
      expect(leaveForInstagram).not.toHaveBeenCalled();
    });
  }
});

describe('Connect flow', () => {
  it('saves, asks the API for the authorization URL with the editor path, and leaves for Instagram', async () => {
    const order: string[] = [];
    const { requests } = mockApi({
      'GET /api/instagram/app/': configured,
      'GET /api/instagram/portfolio/12': notConnected(12),
      'PUT /api/instagram/canvas': () => {
        order.push('connect');
        return { body: { authorizeUrl: 'https://www.instagram.com/oauth/authorize?state=abc' } };
      },
    });
    const onBeforeConnect = vi.fn(async () => {
      order.push('save');
    });
    const { user } = renderApp('/student-canvas/12?tab=social', [
      { path: '/student-canvas/:id', element: <Editor canvasId={12} onBeforeConnect={onBeforeConnect} /> },
    ]);

    await user.click(await screen.findByRole('button', { name: /connect instagram/i }));

    await waitFor(() =>
      expect(leaveForInstagram).toHaveBeenCalledWith('https://www.instagram.com/oauth/authorize?state=abc'),
    );
    expect(order).toEqual(['save', 'connect']);
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ canvasId: 12, from: '/student-canvas/12?tab=social' });
  });

  it('stays on the page when saving first fails', async () => {
    const { requests } = mockApi({
      'GET /api/instagram/app/': configured,
      'GET /api/instagram/portfolio/12': notConnected(12),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderWithProviders(
      <Editor canvasId={12} onBeforeConnect={() => Promise.reject(new Error('save failed'))} />,
    );
    await user.click(await screen.findByRole('button', { name: /connect instagram/i }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    expect(leaveForInstagram).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /connect instagram/i })).toBeEnabled();
  });
});

describe('Connected account and Disconnect (spec 2 §4)', () => {
  it('shows the account; Disconnect removes it and clears the handle', async () => {
    const { requests } = mockApi({
      'GET /api/instagram/app/': configured,
      'GET /api/instagram/portfolio/7': connected(7, 'glow.by.maya'),
      'DELETE /api/instagram/portfolio/7': notConnected(7),
    });
    const { user } = renderWithProviders(<Editor canvasId={7} initial="glow.by.maya" />);

    expect(await screen.findByText('@glow.by.maya')).toBeInTheDocument();
    expect(screen.getByLabelText('Instagram')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: /disconnect/i }));

    await waitFor(() => expect(screen.getByLabelText('Saved handle')).toHaveTextContent(/^$/));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(await screen.findByRole('button', { name: /connect instagram/i })).toBeInTheDocument();
    expect(screen.getByLabelText('Instagram')).not.toHaveAttribute('readonly');
  });

  it('logs a failed disconnect and shows nothing (spec 2 §8: logged only)', async () => {
    mockApi({
      'GET /api/instagram/app/': configured,
      'GET /api/instagram/portfolio/7': connected(7, 'glow.by.maya'),
      'DELETE /api/instagram/portfolio/7': { status: 500, body: { code: 500, message: 'Upstream broke' } },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderWithProviders(<Editor canvasId={7} initial="glow.by.maya" />);
    await user.click(await screen.findByRole('button', { name: /disconnect/i }));

    await waitFor(() => expect(warn).toHaveBeenCalledWith('Instagram disconnect failed', expect.anything()));
    expect(screen.queryByText('Upstream broke')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Saved handle')).toHaveTextContent('glow.by.maya');
  });
});

function media(count: number): InstagramMedia[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `m${index + 1}`,
    media_type: index === 3 ? 'VIDEO' : 'IMAGE',
    media_url: `https://cdn.example.com/${index + 1}.${index === 3 ? 'mp4' : 'jpg'}`,
    thumbnail_url: index === 3 ? 'https://cdn.example.com/4-thumb.jpg' : null,
    permalink: `https://www.instagram.com/p/P${index + 1}/`,
    caption: index === 0 ? 'Lived-in balayage' : null,
    timestamp: '2026-01-01T10:00:00+0000',
  }));
}

describe('Instagram grid (spec 2 §9: 8 media)', () => {
  it('shows 8 posts linking to Instagram, with the video thumbnail', async () => {
    mockApi({ 'GET /api/instagram/medias': { body: { username: 'glow.by.maya', medias: media(10) } } });
    renderWithProviders(<InstagramGrid canvasId={3} />);

    const section = await screen.findByRole('region', { name: 'Instagram' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(within(section).getByRole('link', { name: /^@glow\.by\.maya$/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/glow.by.maya/',
    );
    expect(within(section).getByRole('link', { name: /Lived-in balayage/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/P1/',
    );
    expect(within(section).getByAltText('Instagram post 4 by @glow.by.maya')).toHaveAttribute(
      'src',
      'https://cdn.example.com/4-thumb.jpg',
    );
  });

  it('asks for 8 media of the canvas', async () => {
    const { requests } = mockApi({ 'GET /api/instagram/medias': { body: { username: null, medias: [] } } });
    renderWithProviders(<InstagramGrid canvasId={3} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe('/api/instagram/medias?id=3&count=8');
  });

  it('shows nothing when no account is connected', async () => {
    const { requests } = mockApi({ 'GET /api/instagram/medias': { body: { username: null, medias: [] } } });
    const { container } = renderWithProviders(<InstagramGrid canvasId={3} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('logs a failure and shows nothing', async () => {
    mockApi({
      'GET /api/instagram/medias': { status: 500, body: { code: 500, message: 'Instagram is down' } },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<InstagramGrid canvasId={3} />);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Instagram media could not be loaded', expect.anything()),
    );
    expect(screen.queryByText('Instagram is down')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Instagram' })).not.toBeInTheDocument();
  });
});

import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualChatEventSource, setChatEventSource } from '@/api/chat/chat-events';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp, renderWithProviders } from '@/testing/render';
import { Header } from './header';

afterEach(() => setChatEventSource(null));

const message = (id: number, senderId: number) => ({
  id,
  channelId: 10,
  senderId,
  kind: 'text' as const,
  body: 'Hello',
  clientId: null,
  createdAt: new Date().toISOString(),
});

describe('the unread messages badge', () => {
  it('sits beside the bell with the unread count and opens /message', async () => {
    startSession(makeSession(makeUser()));
    mockApi({ 'GET /api/chat/unread': { body: { count: 3 } } });
    const { user, router } = renderWithProviders(<Header />, '/my-canvases');
    const button = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(button).toHaveAttribute('href', '/message');
    expect(screen.getByTestId('messages-badge')).toHaveTextContent('3');
    await user.click(button);
    await waitFor(() => expect(currentUrl(router)).toBe('/message'));
  });

  it('follows live events: a message from someone else raises it, reading clears it; focus refreshes it', async () => {
    const source = createManualChatEventSource();
    setChatEventSource(source);
    startSession(makeSession(makeUser()));
    let count = 0;
    const { requests } = mockApi({ 'GET /api/chat/unread': () => ({ body: { count } }) });
    renderWithProviders(<Header />, '/my-canvases');
    await screen.findByRole('link', { name: 'Messages' });
    expect(screen.queryByTestId('messages-badge')).not.toBeInTheDocument();
    const asked = () => requests.filter((request) => request.url === '/api/chat/unread').length;

    // The user's own message changes nothing.
    const before = asked();
    act(() => source.emit({ type: 'message', message: message(1, 1) }));
    count = 1;
    act(() => source.emit({ type: 'message', message: message(2, 2) }));
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
    expect(asked()).toBe(before + 1);

    count = 0;
    act(() => source.emit({ type: 'read', channelId: 10, userId: 1, messageId: 2 }));
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('messages-badge')).not.toBeInTheDocument();

    count = 150;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('link', { name: 'Messages, 150 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('messages-badge')).toHaveTextContent('99+');
  });

  it('shows in the dashboard sidebar beside Messages', async () => {
    startSession(makeSession(makeUser()));
    mockApi({
      'GET /api/chat/unread': { body: { count: 4 } },
      'GET /api/user/notification-counter': { body: { count: 0 } },
      'GET /api/user/notifications': { body: { list: [], count: 0 } },
    });
    renderApp('/notifications');
    const sidebar = await screen.findByRole('navigation', { name: 'Your account' });
    const link = within(sidebar).getByRole('link', { name: 'Messages' });
    expect(link).toHaveAttribute('href', '/message');
    await waitFor(() => expect(link).toHaveAttribute('aria-description', '4 unread'));
  });
});

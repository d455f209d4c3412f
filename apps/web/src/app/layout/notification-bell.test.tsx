import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_COUNTER_REFRESH_MS,
  notificationCounterQueryOptions,
} from '@/api/notifications/get-notification-counter';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderWithProviders } from '@/testing/render';
import { Header } from './header';

describe('the header bell', () => {
  it('shows a signed-in member the unread count and opens /notifications', async () => {
    startSession(makeSession(makeUser()));
    mockApi({ 'GET /api/user/notification-counter': { body: { count: 3 } } });
    const { user, router } = renderWithProviders(<Header />, '/my-canvases');
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
    await user.click(bell);
    await waitFor(() => expect(currentUrl(router)).toBe('/notifications'));
  });

  it('shows no badge when everything is read, and 99+ beyond 99', async () => {
    startSession(makeSession(makeUser()));
    let count = 0;
    mockApi({ 'GET /api/user/notification-counter': () => ({ body: { count } }) });
    renderWithProviders(<Header />, '/my-canvases');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument());
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();

    count = 250;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 250 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
    act(() => focusManager.setFocused(undefined));
  });

  it('refreshes the count without a reload: when the window regains focus and every minute', async () => {
    startSession(makeSession(makeUser()));
    let count = 1;
    const { requests } = mockApi({ 'GET /api/user/notification-counter': () => ({ body: { count } }) });
    renderWithProviders(<Header />, '/my-canvases');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    count = 4;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/user/notification-counter')).toHaveLength(2);
    act(() => focusManager.setFocused(undefined));

    const options = notificationCounterQueryOptions();
    expect(options.refetchInterval).toBe(NOTIFICATION_COUNTER_REFRESH_MS);
    expect(NOTIFICATION_COUNTER_REFRESH_MS).toBe(60_000);
  });

  it('is not there for visitors, and asks nothing', async () => {
    const { requests } = mockApi({});
    renderWithProviders(<Header />, '/canvas/ava');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

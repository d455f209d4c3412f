import { messages, type NotificationsResult } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { type MockResponse, mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { makeNotification } from '../testing/notification-fixtures';

function signIn() {
  startSession(makeSession(makeUser({ email: 'jordan@example.com' })));
}

const page = (result: NotificationsResult): MockResponse => ({ body: result });
const counter = (count: number): MockResponse => ({ body: { count } });
const list = () => screen.findByRole('list', { name: 'Notifications' });
const items = async () => within(await list()).getAllByRole('listitem');

describe('/notifications: the list', () => {
  it('asks for 8 a page and shows each body, its link and its age with the full date on hover', async () => {
    signIn();
    const createdAt = new Date(Date.now() - 2 * 60 * 60 * 1000 - 60_000).toISOString();
    const { requests } = mockApi({
      'GET /api/user/notifications': page({
        list: [
          makeNotification(2, {
            message: { body: 'Ana applied to Stylist', link: '/opportunity-applicants?canvasId=1&id=2' },
            createdAt,
          }),
          makeNotification(1, { message: { body: 'Welcome to Canvas', link: null }, viewedAt: createdAt }),
        ],
        count: 2,
      }),
      'GET /api/user/notification-counter': counter(1),
    });
    renderApp('/notifications');
    const [first, second] = await items();
    if (!first || !second) throw new Error('two notifications expected');
    expect(within(first).getByRole('link', { name: 'Ana applied to Stylist' })).toHaveAttribute(
      'href',
      '/opportunity-applicants?canvasId=1&id=2',
    );
    const time = within(first).getByText('2 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', createdAt);
    expect(time.getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d{2}/);
    // Unread ones are marked; read ones are not.
    expect(within(first).getByText('Unread:')).toBeInTheDocument();
    expect(within(second).queryByText('Unread:')).not.toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    const listRequest = requests.find((request) => request.url.startsWith('/api/user/notifications'));
    expect(listRequest?.url).toBe('/api/user/notifications?page=1&size=8');
    const sidebar = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(sidebar).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'data-active',
      'true',
    );
  });

  it("says 'No notifications' when there are none", async () => {
    signIn();
    mockApi({
      'GET /api/user/notifications': page({ list: [], count: 0 }),
      'GET /api/user/notification-counter': counter(0),
    });
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: messages.noNotifications })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.markAllRead })).toBeDisabled();
  });

  it('offers Try again when the list does not load', async () => {
    signIn();
    mockApi({
      'GET /api/user/notifications': { status: 500, body: { code: 500, message: 'Internal Server Error' } },
      'GET /api/user/notification-counter': counter(0),
    });
    renderApp('/notifications');
    expect(await screen.findByText(/We could not load your notifications/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });

  it('pages through 8 at a time and keeps the page in the address', async () => {
    signIn();
    const { requests } = mockApi({
      'GET /api/user/notifications': ({ url }) => {
        const second = url.includes('page=2');
        const ids = second ? [2, 1] : [10, 9, 8, 7, 6, 5, 4, 3];
        return page({ list: ids.map((id) => makeNotification(id)), count: 10 });
      },
      'GET /api/user/notification-counter': counter(10),
    });
    const { user, router } = renderApp('/notifications');
    expect(await items()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/notifications?page=2'));
    await waitFor(async () => expect(await items()).toHaveLength(2));
    expect(requests.some((request) => request.url === '/api/user/notifications?page=2&size=8')).toBe(true);
  });
});

describe('/notifications: reading', () => {
  it('follows the link of a clicked notification and marks it read', async () => {
    signIn();
    const { requests } = mockApi({
      'GET /api/user/notifications': page({
        list: [makeNotification(5, { message: { body: 'Your application moved', link: '/settings' } })],
        count: 1,
      }),
      'GET /api/user/notification-counter': counter(1),
      'POST /api/user/notification_readed': counter(0),
    });
    const { user, router } = renderApp('/notifications');
    await user.click(await screen.findByRole('link', { name: 'Your application moved' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/settings'));
    await waitFor(() =>
      expect(requests.map((request) => `${request.method} ${request.url}`)).toContain(
        'POST /api/user/notification_readed?id=5',
      ),
    );
  });

  it("marks every notification read with 'Mark as read'", async () => {
    signIn();
    let unread = 2;
    const { requests } = mockApi({
      'GET /api/user/notifications': () =>
        page({
          list: [makeNotification(2), makeNotification(1)].map((item) => ({
            ...item,
            viewedAt: unread ? null : new Date().toISOString(),
          })),
          count: 2,
        }),
      'GET /api/user/notification-counter': () => counter(unread),
      'POST /api/user/notification_readed': () => {
        unread = 0;
        return counter(0);
      },
    });
    const { user } = renderApp('/notifications');
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.markAllRead }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unread:')).not.toBeInTheDocument());
    const read = requests.find((request) => request.method === 'POST');
    expect(read?.url).toBe('/api/user/notification_readed');
  });
});

describe('/notifications: deleting', () => {
  it('deletes the selected ones after a confirmation', async () => {
    signIn();
    const { requests } = mockApi({
      'GET /api/user/notifications': page({ list: [makeNotification(2), makeNotification(1)], count: 2 }),
      'GET /api/user/notification-counter': counter(2),
      'DELETE /api/user/delete-notifications': counter(1),
    });
    const { user } = renderApp('/notifications');
    const deleteButton = await screen.findByRole('button', { name: 'Delete' });
    expect(deleteButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select notification: Notification 1' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: messages.notificationsDeleteTitle });
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(deleteButton);
    const again = await screen.findByRole('dialog', { name: messages.notificationsDeleteTitle });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.notificationsDeleted)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')?.body).toEqual({
      deleteAll: false,
      notifications: [1],
    });
  });

  it('deletes all of them, on every page, after Select all', async () => {
    signIn();
    const { requests } = mockApi({
      'GET /api/user/notifications': page({
        list: [8, 7, 6, 5, 4, 3, 2, 1].map((id) => makeNotification(id + 4)),
        count: 12,
      }),
      'GET /api/user/notification-counter': counter(0),
      'DELETE /api/user/delete-notifications': counter(0),
    });
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('12 selected')).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox', { name: /^Select notification/ })) {
      expect(box).toBeChecked();
    }
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: messages.notificationsDeleteTitle });
    expect(
      within(dialog).getByText('Delete all 12 notifications? This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'DELETE')?.body).toEqual({
        deleteAll: true,
        notifications: [],
      }),
    );
  });
});

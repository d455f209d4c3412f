import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

function setup() {
  const account = makeUser();
  startSession(makeSession(account));
  const { requests } = mockApi({
    'GET /api/user/info': { body: account },
    'PUT /api/user/info': ({ body }) => ({
      body: {
        ...account,
        notification: { ...account.notification, ...(body as { notification: object }).notification },
      },
    }),
  });
  const puts = () => requests.filter((request) => request.method === 'PUT').map((request) => request.body);
  return { account, puts, ...renderApp('/settings') };
}

describe('notification settings rows (issue 26: the whole row toggles)', () => {
  it("a click on the row's title or its description toggles the switch", async () => {
    const { account, puts, user } = setup();
    const daily = await screen.findByRole('switch', { name: 'Daily digest' });
    const before = account.notification.daily;
    expect(daily).toHaveAccessibleDescription('One email a day with new opportunities near you.');
    await user.click(screen.getByText('Daily digest'));
    await waitFor(() => expect(puts()).toEqual([{ notification: { daily: !before } }]));
    await waitFor(() => expect(daily).toHaveProperty('checked', !before));
    await user.click(screen.getByText('One email a day with new opportunities near you.'));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toEqual({ notification: { daily: before } });
  });

  it('toggles from the keyboard: Space on the focused switch', async () => {
    const { account, puts, user } = setup();
    const news = await screen.findByRole('switch', { name: 'News and updates' });
    news.focus();
    expect(news).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(puts()).toEqual([{ notification: { news: !account.notification.news } }]));
  });
});

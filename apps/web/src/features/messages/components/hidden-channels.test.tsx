import type { ChatChannel } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setChatEventSource } from '@/api/chat/chat-events';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { stubViewport } from '@/testing/match-media';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { GRACE, ME, makeChannel, makeChatMessage } from '../testing/chat-fixtures';
import { TWO_PANE_QUERY } from './messages-page';

const DIRECT = makeChannel(10, { lastMessage: makeChatMessage(5, { body: 'Are you free on Friday?' }) });
const HIDDEN = makeChannel(12, {
  members: [ME, GRACE],
  hidden: true,
  lastMessage: makeChatMessage(6, { channelId: 12, senderId: GRACE.userId, body: 'Old news' }),
});

/** The member's channels as the API keeps them: hidden ones only with includeHidden=true. */
function setup({ wide = true, hidden = [HIDDEN] }: { wide?: boolean; hidden?: ChatChannel[] } = {}) {
  stubViewport(wide ? [TWO_PANE_QUERY, '(min-width: 64em)'] : []);
  startSession(makeSession(makeUser()));
  let channels: ChatChannel[] = [DIRECT, ...hidden];
  return mockApi({
    'GET /api/chat/unread': { body: { count: 0 } },
    'GET /api/user/notification-counter': { body: { count: 0 } },
    'GET /api/chat/channels': ({ url }) => ({
      body: url.includes('includeHidden=true') ? channels : channels.filter((channel) => !channel.hidden),
    }),
    'POST /api/chat/channels/12/hide': ({ body }) => {
      const hiddenNow = (body as { hidden: boolean }).hidden;
      channels = channels.map((channel) => (channel.id === 12 ? { ...channel, hidden: hiddenNow } : channel));
      return { body: { success: true } };
    },
    'GET /api/chat/channels/12': { body: HIDDEN },
    'GET /api/chat/channels/12/messages': { body: { messages: [], hasMore: false } },
    'POST /api/chat/channels/12/read': { body: { success: true } },
  });
}

const conversationList = () => screen.findByRole('region', { name: 'Conversations' });
const hiddenSection = () => screen.findByRole('region', { name: 'Hidden conversations' });

afterEach(() => setChatEventSource(null));

describe('/message: hidden conversations can be found again', () => {
  it('Show hidden lists them (includeHidden=true); Show again puts one back in the list', async () => {
    const { requests } = setup();
    const { user } = renderApp('/message');
    const list = await conversationList();
    await within(list).findByRole('button', { name: /Jordan Ellis/ });
    expect(within(list).queryByRole('button', { name: /Grace Okafor/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hidden conversations' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show hidden' }));
    const section = await hiddenSection();
    expect(await within(section).findByRole('button', { name: 'Grace Okafor' })).toBeInTheDocument();
    // Only the hidden ones: the visible conversation stays in the list below, not here.
    expect(within(section).queryByRole('button', { name: /Jordan Ellis/ })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('includeHidden=true'))).toBe(true);

    await user.click(within(section).getByRole('button', { name: 'Show again Grace Okafor' }));
    await waitFor(() =>
      expect(requests.find((request) => request.url === '/api/chat/channels/12/hide')?.body).toEqual({
        hidden: false,
      }),
    );
    expect(await within(list).findByRole('button', { name: /Grace Okafor/ })).toBeInTheDocument();
    expect(await within(section).findByText('You have no hidden conversations.')).toBeInTheDocument();

    // Switched off, the section goes.
    await user.click(screen.getByRole('switch', { name: 'Show hidden' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Hidden conversations' })).not.toBeInTheDocument(),
    );
  });

  it('opens a hidden conversation from the section', async () => {
    setup();
    const { user, router } = renderApp('/message');
    await conversationList();
    await user.click(screen.getByRole('switch', { name: 'Show hidden' }));
    await user.click(await within(await hiddenSection()).findByRole('button', { name: 'Grace Okafor' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/message?channelId=12'));
  });

  it('the search box narrows the hidden ones too', async () => {
    setup();
    const { user } = renderApp('/message');
    await conversationList();
    await user.click(screen.getByRole('switch', { name: 'Show hidden' }));
    const section = await hiddenSection();
    await within(section).findByRole('button', { name: 'Grace Okafor' });
    await user.type(screen.getByRole('textbox', { name: 'Search conversations' }), 'zz');
    expect(await within(section).findByText('No hidden conversation matches “zz”.')).toBeInTheDocument();
  });

  it('on a phone too, and says so when nothing is hidden', async () => {
    setup({ wide: false, hidden: [] });
    const { user } = renderApp('/message');
    await conversationList();
    await user.click(screen.getByRole('switch', { name: 'Show hidden' }));
    expect(
      await within(await hiddenSection()).findByText('You have no hidden conversations.'),
    ).toBeInTheDocument();
  });
});

import { CHAT_MEMBER_SEARCH_DEBOUNCE_MS, CHAT_MESSAGE_MAX, type ChatChannel, messages } from '@canvas/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualChatEventSource, setChatEventSource } from '@/api/chat/chat-events';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { stubViewport } from '@/testing/match-media';
import { type MockResponse, mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { GRACE, JORDAN, ME, makeChannel, makeChatMessage, makeGroup } from '../testing/chat-fixtures';
import { TWO_PANE_QUERY } from './messages-page';

type Handlers = Parameters<typeof mockApi>[0];

const DIRECT = makeChannel(10, {
  lastMessage: makeChatMessage(5, { body: 'Are you free on Friday?' }),
  unread: 2,
});
const GROUP = makeGroup(11, {
  lastMessage: makeChatMessage(4, { channelId: 11, senderId: ME.userId, body: 'See you all' }),
});

function yesterdayNoon(): string {
  const date = new Date();
  date.setDate(date.getDate() - 1);
  date.setHours(12, 0, 0, 0);
  return date.toISOString();
}

const page = (list: ReturnType<typeof makeChatMessage>[], hasMore = false): MockResponse => ({
  body: { messages: list, hasMore },
});

function setup(handlers: Handlers = {}, { wide = true } = {}) {
  stubViewport(wide ? [TWO_PANE_QUERY, '(min-width: 64em)'] : []);
  startSession(makeSession(makeUser()));
  return mockApi({
    'GET /api/chat/unread': { body: { count: 2 } },
    'GET /api/user/notification-counter': { body: { count: 0 } },
    'GET /api/chat/channels': { body: [DIRECT, GROUP] },
    'GET /api/chat/channels/10': { body: DIRECT },
    'GET /api/chat/channels/11': { body: GROUP },
    'GET /api/chat/channels/10/messages': page([
      makeChatMessage(3, { body: 'Hi Maya', createdAt: yesterdayNoon() }),
      makeChatMessage(4, { senderId: ME.userId, body: 'Hello!', createdAt: yesterdayNoon() }),
      makeChatMessage(5, { body: 'Are you free on Friday?' }),
    ]),
    'GET /api/chat/channels/11/messages': page([]),
    'POST /api/chat/channels/10/read': { body: { success: true } },
    'POST /api/chat/channels/11/read': { body: { success: true } },
    'GET /api/user/chat-email': { body: { success: true } },
    ...handlers,
  });
}

const conversationList = () => screen.findByRole('region', { name: 'Conversations' });
const log = (name: string) => screen.findByRole('log', { name: `Messages with ${name}` });

afterEach(() => setChatEventSource(null));

describe('/message: the channel list', () => {
  it('names a direct channel after the other person and a group by its name, with the last message, time and unread count', async () => {
    setup();
    const { router, user } = renderApp('/message');
    const list = await conversationList();
    const direct = await within(list).findByRole('button', { name: /Jordan Ellis\W+2 unread/ });
    expect(within(direct).getByText('Are you free on Friday?')).toBeInTheDocument();
    expect(within(direct).getByText('2')).toBeInTheDocument();
    const group = within(list).getByRole('button', { name: /^Color team/ });
    expect(within(group).getByText('You: See you all')).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to read it here.')).toBeInTheDocument();

    await user.click(direct);
    await waitFor(() => expect(currentUrl(router)).toBe('/message?channelId=10'));
  });

  it('filters the list by the search box', async () => {
    setup();
    const { user } = renderApp('/message');
    const list = await conversationList();
    await within(list).findByRole('button', { name: /^Color team/ });
    await user.type(screen.getByRole('textbox', { name: 'Search conversations' }), 'jord');
    expect(within(list).getByRole('button', { name: /Jordan Ellis/ })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Color team/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search conversations' }), 'zzz');
    expect(within(list).getByText('No conversation matches “jordzzz”.')).toBeInTheDocument();
  });

  it('moves between conversations with the arrow keys', async () => {
    setup();
    const { user } = renderApp('/message');
    const list = await conversationList();
    const first = await within(list).findByRole('button', { name: /Jordan Ellis/ });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('button', { name: /^Color team/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
  });

  it('says how to start when there are no conversations', async () => {
    setup({ 'GET /api/chat/channels': { body: [] } });
    renderApp('/message');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(
      screen.getByText("Start a conversation with Message me on someone's canvas, or create a New group."),
    ).toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    setup({ 'GET /api/chat/channels': { status: 500, body: { code: 500, message: 'Boom' } } });
    renderApp('/message');
    expect(await screen.findByText(/We could not load your conversations/)).toBeInTheDocument();
  });
});

describe('/message?channelId: the conversation', () => {
  it('groups messages under day separators, puts your own on the right and focuses the composer', async () => {
    setup();
    renderApp('/message?channelId=10');
    const messagesLog = await log('Jordan Ellis');
    await within(messagesLog).findByText('Hi Maya');
    expect(within(messagesLog).getByText('Yesterday')).toBeInTheDocument();
    expect(within(messagesLog).getByText('Today')).toBeInTheDocument();
    expect(within(messagesLog).getByText('Hello!').closest('[data-mine]')).not.toBeNull();
    expect(within(messagesLog).getByText('Hi Maya').closest('[data-mine]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Jordan Ellis' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
  });

  it('opens the channel given in the navigation state too', async () => {
    setup();
    const { router } = renderApp('/message');
    await conversationList();
    await router.navigate('/message', { state: { channelId: 11 } });
    expect(await screen.findByRole('heading', { name: /^Color team/ })).toBeInTheDocument();
  });

  it('marks the conversation read up to its last message while it is on screen', async () => {
    const { requests } = setup();
    renderApp('/message?channelId=10');
    await waitFor(() =>
      expect(requests.find((request) => request.url === '/api/chat/channels/10/read')?.body).toEqual({
        messageId: 5,
      }),
    );
  });

  it('sends on Enter (Shift+Enter is a new line), pending then sent, and asks for the e-mail notice', async () => {
    let answer: (response: MockResponse) => void = () => {};
    const sent = new Promise<MockResponse>((resolve) => {
      answer = resolve;
    });
    let sendBody: { body: string; clientId: string } | undefined;
    const { requests, fetchMock } = setup();
    const { user } = renderApp('/message?channelId=10');
    await log('Jordan Ellis');
    const defaultFetch = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init = {}) => {
      if (String(input) === '/api/chat/channels/10/messages' && init.method === 'POST') {
        sendBody = JSON.parse(String(init.body));
        const response = await sent;
        return new Response(JSON.stringify(response.body), { status: 200 });
      }
      if (!defaultFetch) throw new Error('fetch mock expected');
      return defaultFetch(input, init);
    });
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await user.type(composer, 'Yes,{Shift>}{Enter}{/Shift}Friday works');
    expect(composer).toHaveValue('Yes,\nFriday works');
    await user.keyboard('{Enter}');
    expect(composer).toHaveValue('');
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    await waitFor(() => expect(sendBody?.body).toBe('Yes,\nFriday works'));
    expect(sendBody?.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    answer({
      body: makeChatMessage(6, {
        senderId: ME.userId,
        body: 'Yes,\nFriday works',
        clientId: sendBody?.clientId,
      }),
    });
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(screen.getByText(/· Sent/)).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((request) => request.url.startsWith('/api/user/chat-email?'))).toBe(true),
    );
    const notice = requests.find((request) => request.url.startsWith('/api/user/chat-email?'));
    const query = new URL(`http://x${notice?.url}`).searchParams;
    expect(query.get('toUserIds')).toBe(String(JORDAN.userId));
    expect(query.get('message')).toBe('Yes,\nFriday works');
  });

  it("shows 'Not sent — Retry' when a send fails, and retries with the same clientId", async () => {
    let attempts = 0;
    const { requests } = setup({
      'POST /api/chat/channels/10/messages': ({ body }) => {
        attempts += 1;
        if (attempts === 1) return { status: 503, body: { code: 503, message: 'Try later' } };
        const { clientId } = body as { clientId: string };
        return { body: makeChatMessage(7, { senderId: ME.userId, body: 'Retry me', clientId }) };
      },
    });
    const { user } = renderApp('/message?channelId=10');
    await log('Jordan Ellis');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Retry me{Enter}');
    expect(await screen.findByText(/Not sent —/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Not sent —/)).not.toBeInTheDocument());
    const sends = requests.filter(
      (request) => request.method === 'POST' && request.url === '/api/chat/channels/10/messages',
    );
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map((request) => (request.body as { clientId: string }).clientId);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(screen.getAllByText('Retry me')).toHaveLength(1);
  });

  it('counts down the length cap near its end', async () => {
    setup();
    renderApp('/message?channelId=10');
    await log('Jordan Ellis');
    const composer = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(composer, { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX - 150) } });
    expect(screen.getByText('150 characters left')).toBeInTheDocument();
    fireEvent.change(composer, { target: { value: 'a'.repeat(100) } });
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
  });

  it('loads older messages before the first one shown', async () => {
    const { requests } = setup({
      'GET /api/chat/channels/10/messages': ({ url }) =>
        url.includes('before=')
          ? page([makeChatMessage(1, { body: 'The very first', createdAt: yesterdayNoon() })])
          : page([makeChatMessage(5, { body: 'Latest' })], true),
    });
    const { user } = renderApp('/message?channelId=10');
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('The very first')).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/chat/channels/10/messages?before=5')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('shows a new message live in place, and reloads the list', async () => {
    const source = createManualChatEventSource();
    setChatEventSource(source);
    const { requests } = setup();
    renderApp('/message?channelId=10');
    const messagesLog = await log('Jordan Ellis');
    await within(messagesLog).findByText('Hi Maya');
    const listLoads = () =>
      requests.filter((request) => request.url.startsWith('/api/chat/channels?')).length;
    const before = listLoads();
    source.emit({ type: 'message', message: makeChatMessage(8, { body: 'Just arrived' }) });
    expect(await within(messagesLog).findByText('Just arrived')).toBeInTheDocument();
    await waitFor(() => expect(listLoads()).toBeGreaterThan(before));
  });

  it('reloads what it shows when the live source lost track (resync)', async () => {
    const source = createManualChatEventSource();
    setChatEventSource(source);
    const { requests } = setup();
    renderApp('/message?channelId=10');
    await log('Jordan Ellis');
    const pageLoads = () =>
      requests.filter((request) => request.url === '/api/chat/channels/10/messages').length;
    const before = pageLoads();
    source.resync();
    await waitFor(() => expect(pageLoads()).toBeGreaterThan(before));
  });

  it('closes the conversation when the group goes away live', async () => {
    const source = createManualChatEventSource();
    setChatEventSource(source);
    setup();
    const { router } = renderApp('/message?channelId=11');
    await screen.findByRole('heading', { name: /^Color team/ });
    source.emit({ type: 'channel-removed', channelId: 11 });
    await waitFor(() => expect(currentUrl(router)).toBe('/message'));
  });

  it('turns links into safe anchors and never renders HTML from users', async () => {
    setup({
      'GET /api/chat/channels/10/messages': page([
        makeChatMessage(5, { body: 'Portfolio: https://example.com/a?b=1. <b>bold</b> javascript:alert(1)' }),
      ]),
    });
    renderApp('/message?channelId=10');
    const messagesLog = await log('Jordan Ellis');
    const link = await within(messagesLog).findByRole('link', { name: 'https://example.com/a?b=1' });
    expect(link).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(messagesLog).getAllByRole('link')).toHaveLength(1);
    expect(messagesLog.querySelector('b')).toBeNull();
    expect(within(messagesLog).getByText(/<b>bold<\/b> javascript:alert\(1\)/)).toBeInTheDocument();
  });

  it('closes the composer of a blocked direct channel, and unblocks', async () => {
    const blocked = { ...DIRECT, blocked: true };
    const { requests } = setup({
      'GET /api/chat/channels/10': { body: blocked },
      'DELETE /api/chat/blocks/2': { body: { success: true } },
    });
    const { user } = renderApp('/message?channelId=10');
    expect(await screen.findByText(messages.chatBlocked)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unblock Jordan' }));
    await waitFor(() =>
      expect(
        requests.some((request) => request.method === 'DELETE' && request.url === '/api/chat/blocks/2'),
      ).toBe(true),
    );
  });
});

describe('/message: hiding a conversation', () => {
  it('hides it from the list for anyone and returns to the list', async () => {
    const { requests } = setup({ 'POST /api/chat/channels/10/hide': { body: { success: true } } });
    const { user, router } = renderApp('/message?channelId=10');
    await log('Jordan Ellis');
    await user.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide conversation' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/message'));
    expect(requests.find((request) => request.url === '/api/chat/channels/10/hide')?.body).toEqual({
      hidden: true,
    });
  });
});

describe('/message on a phone: two screens', () => {
  it('shows the list alone, then the conversation alone with a back button; Escape returns to the list', async () => {
    setup({}, { wide: false });
    const { user, router } = renderApp('/message');
    const list = await conversationList();
    expect(screen.queryByText('Choose a conversation to read it here.')).not.toBeInTheDocument();
    await user.click(await within(list).findByRole('button', { name: /Jordan Ellis/ }));
    await log('Jordan Ellis');
    expect(screen.queryByRole('region', { name: 'Conversations' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/message'));
    await user.click(await within(await conversationList()).findByRole('button', { name: /Jordan Ellis/ }));
    await log('Jordan Ellis');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl(router)).toBe('/message'));
    expect(await conversationList()).toBeInTheDocument();
  });
});

describe('/message: groups', () => {
  const created: ChatChannel = makeGroup(12, { name: 'Stylists', members: [ME, GRACE] });

  it('needs a name (Create disabled while empty), searches people 500 ms after typing with tactics [3, 10], and says group created success', async () => {
    const { requests } = setup({
      'PUT /api/user/search': { body: [{ ...GRACE, email: null }] },
      'POST /api/chat/groups': { body: created },
      'GET /api/chat/channels/12': { body: created },
      'GET /api/chat/channels/12/messages': page([]),
    });
    const { user, router } = renderApp('/message');
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    const create = within(dialog).getByRole('button', { name: 'Create group' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), '   ');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Stylists');
    expect(create).toBeEnabled();

    const searches = () => requests.filter((request) => request.url === '/api/user/search');
    const typedAt = Date.now();
    await user.type(within(dialog).getByRole('textbox', { name: /Add people/ }), 'Grace');
    expect(searches()).toHaveLength(0);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Add Grace Okafor' }, { timeout: 3000 }),
    );
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(CHAT_MEMBER_SEARCH_DEBOUNCE_MS);
    // Only the finished keyword was searched, once.
    expect(searches().map((request) => request.body)).toEqual([{ keyword: 'Grace', tactics: [3, 10] }]);

    await user.click(create);
    expect(await screen.findByText(messages.chatGroupCreated)).toBeInTheDocument();
    const createRequest = requests.find((request) => request.url === '/api/chat/groups');
    expect(createRequest?.body).toEqual({ name: 'Stylists', memberIds: [GRACE.userId] });
    await waitFor(() => expect(currentUrl(router)).toBe('/message?channelId=12'));
  });

  it("skips yourself with 'target user is yourself! skipped!'", async () => {
    setup({ 'PUT /api/user/search': { body: [{ ...ME, email: null }] } });
    const { user } = renderApp('/message');
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await user.type(within(dialog).getByRole('textbox', { name: /Add people/ }), 'Maya');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Add Maya Robinson' }, { timeout: 3000 }),
    );
    expect(await screen.findByText(messages.messageToSelf)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove Maya Robinson' })).not.toBeInTheDocument();
  });

  it('lets the creator rename (update group success!), remove others (remove success) and shows the refusal for people already in it', async () => {
    const { requests } = setup({
      'PUT /api/chat/groups/11': { body: { ...GROUP, name: 'Color crew' } },
      'DELETE /api/chat/groups/11/members/3': { body: { success: true } },
      'PUT /api/user/search': { body: [{ ...JORDAN, email: null }] },
      'POST /api/chat/groups/11/members': {
        status: 400,
        body: { code: 400, message: messages.chatAlreadyInGroup('Jordan Ellis') },
      },
    });
    const { user } = renderApp('/message?channelId=11');
    await screen.findByRole('heading', { name: /^Color team/ });
    await user.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Group settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group settings' });

    const nameInput = within(dialog).getByRole('textbox', { name: /Group name/ });
    await user.clear(nameInput);
    await user.type(nameInput, 'Color crew');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText(messages.chatGroupUpdated)).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/chat/groups/11')?.body).toEqual({
      name: 'Color crew',
    });

    await user.type(within(dialog).getByRole('textbox', { name: /Add people/ }), 'Jordan');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Add Jordan Ellis' }, { timeout: 3000 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add to group' }));
    expect(await within(dialog).findByText('Jordan Ellis is/are already in the group')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Grace Okafor' }));
    expect(await screen.findByText(messages.chatMemberRemoved)).toBeInTheDocument();
    // Nobody removes the creator (themselves) here: leaving is the menu's.
    expect(within(dialog).queryByRole('button', { name: 'Remove Maya Robinson' })).not.toBeInTheDocument();
  });

  it('asks before the creator deletes the group (delete group success!) and returns to the list', async () => {
    const { requests } = setup({ 'DELETE /api/chat/groups/11': { body: { success: true } } });
    const { user, router } = renderApp('/message?channelId=11');
    await screen.findByRole('heading', { name: /^Color team/ });
    await user.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this group?' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText(messages.chatGroupDeleted)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/message'));
  });

  it('lets another member see the members and leave, but not manage the group', async () => {
    const theirs = makeGroup(11, { createdBy: JORDAN.userId });
    const { requests } = setup({
      'GET /api/chat/channels/11': { body: theirs },
      'DELETE /api/chat/groups/11/members/1': { body: { success: true } },
    });
    const { user, router } = renderApp('/message?channelId=11');
    await screen.findByRole('heading', { name: /^Color team/ });
    await user.click(screen.getByRole('button', { name: 'Conversation actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete group' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Leave group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this group?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/message'));
    expect(requests.some((request) => request.url === '/api/chat/groups/11/members/1')).toBe(true);
  });
});

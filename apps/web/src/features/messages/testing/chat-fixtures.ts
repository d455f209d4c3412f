import type { ChatChannel, ChatMessage, ChatPerson } from '@canvas/shared';

/** The signed-in member in these tests is makeUser()'s id 1. */
export const ME: ChatPerson = { userId: 1, firstName: 'Maya', lastName: 'Robinson', avatar: null };
export const JORDAN: ChatPerson = { userId: 2, firstName: 'Jordan', lastName: 'Ellis', avatar: null };
export const GRACE: ChatPerson = { userId: 3, firstName: 'Grace', lastName: 'Okafor', avatar: null };

export function makeChatMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    channelId: 10,
    senderId: JORDAN.userId,
    kind: 'text',
    body: `Message ${id}`,
    clientId: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function makeChannel(id: number, overrides: Partial<ChatChannel> = {}): ChatChannel {
  return {
    id,
    kind: 'direct',
    name: null,
    image: null,
    canvasId: null,
    createdBy: JORDAN.userId,
    members: [ME, JORDAN],
    lastMessage: null,
    unread: 0,
    hidden: false,
    blocked: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function makeGroup(id: number, overrides: Partial<ChatChannel> = {}): ChatChannel {
  return makeChannel(id, {
    kind: 'group',
    name: 'Color team',
    createdBy: ME.userId,
    members: [ME, JORDAN, GRACE],
    ...overrides,
  });
}

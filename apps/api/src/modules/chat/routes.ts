import {
  apiErrorSchema,
  chatAddMembersSchema,
  chatBlockParamsSchema,
  chatBlockSchema,
  chatChannelListSchema,
  chatChannelParamsSchema,
  chatChannelSchema,
  chatChannelsQuerySchema,
  chatDirectSchema,
  chatEmailQuerySchema,
  chatGroupCreateSchema,
  chatGroupRenameSchema,
  chatHideSchema,
  chatMemberParamsSchema,
  chatMessagePageSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatOkSchema,
  chatReadSchema,
  chatSendSchema,
  chatSyncQuerySchema,
  chatSyncSchema,
  chatUnreadSchema,
} from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import { sendChatNotice } from './notices';
import {
  addMembers,
  blockUser,
  CHAT_NOTICE_JOB,
  type ChatDeps,
  createGroup,
  deleteGroup,
  getChannel,
  hideChannel,
  listChannels,
  listMessages,
  openDirect,
  readChannel,
  removeMember,
  renameGroup,
  requestNotices,
  sendChatMessage,
  syncAfter,
  unblockUser,
  unreadCount,
} from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['chat'];
const user = { access: 'user' } as const;

/**
 * Messages (issue 25; spec 3 "Chat (/message)"). Every route is the signed-in member's own: the
 * service checks membership on each call, and a channel someone is not in answers 404 like one that
 * does not exist. Writes push `ChatEvent`s through `deps.realtime` after they commit.
 */
export const chatRoutes: RouteModule = (app) => {
  const deps: ChatDeps = {
    db: app.deps.database.db,
    // Read at each use: server.ts attaches the Socket.IO hub after the routes are registered.
    get realtime() {
      return app.deps.realtime;
    },
    jobs: app.deps.jobs,
    email: app.deps.email,
    publicUrl: app.deps.config.publicUrl,
  };
  app.deps.jobs.register<{ userId: number }>(CHAT_NOTICE_JOB, ({ userId }) => sendChatNotice(deps, userId));

  typed(app).get(
    '/api/chat/channels',
    {
      config: user,
      schema: {
        tags,
        summary: 'My conversations, newest activity first; keyword matches a group name or a member',
        querystring: chatChannelsQuerySchema,
        response: { 200: chatChannelListSchema, ...errors },
      },
    },
    (request) => listChannels(deps, requireAuth(request).user.id, request.query),
  );

  typed(app).get(
    '/api/chat/channels/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'One of my conversations',
        params: chatChannelParamsSchema,
        response: { 200: chatChannelSchema, ...errors },
      },
    },
    (request) => getChannel(deps, requireAuth(request).user.id, request.params.id),
  );

  typed(app).get(
    '/api/chat/unread',
    {
      config: user,
      schema: {
        tags,
        summary: 'Unread messages over all my conversations (the header and sidebar badge)',
        response: { 200: chatUnreadSchema, ...errors },
      },
    },
    (request) => unreadCount(deps, requireAuth(request).user.id),
  );

  typed(app).post(
    '/api/chat/direct',
    {
      config: user,
      schema: {
        tags,
        summary: 'The 1:1 conversation with a person, created on first use',
        body: chatDirectSchema,
        response: { 200: chatChannelSchema, ...errors },
      },
    },
    (request) => openDirect(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/chat/groups',
    {
      config: user,
      schema: {
        tags,
        summary: 'Create a group with me as its creator',
        body: chatGroupCreateSchema,
        response: { 200: chatChannelSchema, ...errors },
      },
    },
    (request) => createGroup(deps, requireAuth(request).user, request.body),
  );

  typed(app).put(
    '/api/chat/groups/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Rename a group (its creator)',
        params: chatChannelParamsSchema,
        body: chatGroupRenameSchema,
        response: { 200: chatChannelSchema, ...errors },
      },
    },
    (request) => renameGroup(deps, requireAuth(request).user, request.params.id, request.body.name),
  );

  typed(app).delete(
    '/api/chat/groups/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Delete a group for everyone (its creator)',
        params: chatChannelParamsSchema,
        response: { 200: chatOkSchema, ...errors },
      },
    },
    (request) => deleteGroup(deps, requireAuth(request).user, request.params.id),
  );

  typed(app).post(
    '/api/chat/groups/:id/members',
    {
      config: user,
      schema: {
        tags,
        summary: 'Add people to a group (its creator)',
        params: chatChannelParamsSchema,
        body: chatAddMembersSchema,
        response: { 200: chatChannelSchema, ...errors },
      },
    },
    (request) => addMembers(deps, requireAuth(request).user, request.params.id, request.body),
  );

  typed(app).delete(
    '/api/chat/groups/:id/members/:userId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Remove someone from a group (its creator) or leave it (anyone)',
        params: chatMemberParamsSchema,
        response: { 200: chatOkSchema, ...errors },
      },
    },
    (request) => removeMember(deps, requireAuth(request).user, request.params.id, request.params.userId),
  );

  typed(app).post(
    '/api/chat/channels/:id/hide',
    {
      config: user,
      schema: {
        tags,
        summary: 'Hide a conversation from my list, or show it again',
        params: chatChannelParamsSchema,
        body: chatHideSchema,
        response: { 200: chatOkSchema, ...errors },
      },
    },
    (request) => hideChannel(deps, requireAuth(request).user.id, request.params.id, request.body.hidden),
  );

  typed(app).get(
    '/api/chat/channels/:id/messages',
    {
      config: user,
      schema: {
        tags,
        summary: 'A page of a conversation, oldest first within the page',
        params: chatChannelParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagePageSchema, ...errors },
      },
    },
    (request) => listMessages(deps, requireAuth(request).user.id, request.params.id, request.query),
  );

  typed(app).post(
    '/api/chat/channels/:id/messages',
    {
      config: user,
      schema: {
        tags,
        summary: 'Send a message (a retry with the same clientId answers the first)',
        params: chatChannelParamsSchema,
        body: chatSendSchema,
        response: { 200: chatMessageSchema, ...errors },
      },
    },
    (request) => sendChatMessage(deps, requireAuth(request).user, request.params.id, request.body),
  );

  typed(app).post(
    '/api/chat/channels/:id/read',
    {
      config: user,
      schema: {
        tags,
        summary: 'Mark a conversation read up to a message (never backwards)',
        params: chatChannelParamsSchema,
        body: chatReadSchema,
        response: { 200: chatOkSchema, ...errors },
      },
    },
    (request) => readChannel(deps, requireAuth(request).user.id, request.params.id, request.body.messageId),
  );

  typed(app).get(
    '/api/chat/sync',
    {
      config: user,
      schema: {
        tags,
        summary: 'Messages in my conversations after an id (catch-up after a reconnect)',
        querystring: chatSyncQuerySchema,
        response: { 200: chatSyncSchema, ...errors },
      },
    },
    (request) => syncAfter(deps, requireAuth(request).user.id, request.query.after),
  );

  typed(app).post(
    '/api/chat/blocks',
    {
      config: user,
      schema: {
        tags,
        summary: 'Block a person: neither of us can message the other',
        body: chatBlockSchema,
        response: { 200: chatOkSchema, ...errors },
      },
    },
    (request) => blockUser(deps, requireAuth(request).user, request.body.userId),
  );

  typed(app).delete(
    '/api/chat/blocks/:userId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Unblock a person I blocked',
        params: chatBlockParamsSchema,
        response: { 200: chatOkSchema, ...errors },
      },
    },
    (request) => unblockUser(deps, requireAuth(request).user, request.params.userId),
  );

  typed(app).get(
    '/api/user/chat-email',
    {
      config: user,
      schema: {
        tags,
        summary:
          'Ask for the email notice to people I share a conversation with (batched; respects their note switch)',
        querystring: chatEmailQuerySchema,
        response: { 200: chatOkSchema, ...errors },
      },
    },
    (request) => requestNotices(deps, requireAuth(request).user, request.query.toUserIds),
  );
};

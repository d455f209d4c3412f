import { type ChatChannel, messages as texts } from '@canvas/shared';
import { ActionIcon, Menu, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconDoorExit,
  IconDots,
  IconEyeOff,
  IconLock,
  IconLockOpen,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { markChatSeen } from '@/api/chat/chat-events';
import { chatKeys } from '@/api/chat/keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { isApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { fullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useBlockUser } from '../api/block-user';
import { useDeleteGroup } from '../api/delete-group';
import { useChannel } from '../api/get-channel';
import { useHideChannel } from '../api/hide-channel';
import { addMessageToCache, type ChatMessagePages, flattenMessages, useMessages } from '../api/list-messages';
import { useMarkRead } from '../api/mark-read';
import { useLeaveGroup } from '../api/remove-member';
import { newClientId, requestChatEmail, sendMessage } from '../api/send-message';
import { ChannelAvatar } from './channel-avatar';
import { channelName, otherMember } from './chat-format';
import { Composer } from './composer';
import { GroupSettingsModal } from './group-settings-modal';
import { MessageList, type PendingSend } from './message-list';
import classes from './messages-page.module.css';

interface ConversationProps {
  channelId: number;
  meId: number | undefined;
  /** Phones: the back button to the list. */
  showBack: boolean;
  onBack: () => void;
  /** The channel went away for the user (left, deleted). */
  onClosed: () => void;
}

function ConversationSkeleton() {
  return (
    <Stack gap="md" p="md" aria-label="Loading the conversation">
      <Skeleton height={14} width="40%" />
      <Skeleton height={40} width="70%" radius="lg" />
      <Skeleton height={40} width="55%" radius="lg" ml="auto" />
      <Skeleton height={40} width="65%" radius="lg" />
    </Stack>
  );
}

/** Who is in a channel, as its header's second line. */
function membersLine(channel: ChatChannel, meId: number | undefined): string {
  if (channel.kind === 'direct') return 'Direct message';
  const others = channel.members.filter((member) => member.userId !== meId).map(fullName);
  const shown = others.slice(0, 3).join(', ');
  const names = others.length > 3 ? `${shown} and ${others.length - 3} more` : shown;
  return names ? `You, ${names}` : 'Only you';
}

function ConversationBody({
  channel,
  meId,
  showBack,
  onBack,
  onClosed,
}: Omit<ConversationProps, 'channelId'> & { channel: ChatChannel }) {
  const queryClient = useQueryClient();
  const messagesQuery = useMessages(channel.id);
  const { mutate: mutateRead } = useMarkRead();
  const [pending, setPending] = useState<PendingSend[]>([]);
  const [settingsOpened, setSettingsOpened] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const lastReadSent = useRef(0);
  const name = channelName(channel, meId);
  const isCreator = channel.kind === 'group' && channel.createdBy === meId;
  const other = channel.kind === 'direct' ? otherMember(channel, meId) : null;
  const deleteGroup = useDeleteGroup(channel.id, onClosed);
  const leaveGroup = useLeaveGroup(channel.id, meId ?? 0, onClosed);
  const setBlocked = useBlockUser(channel.id, other?.userId ?? 0);
  const hide = useHideChannel(channel.id, onClosed);

  // Focus moves to the composer when a conversation opens.
  useEffect(() => {
    composerRef.current?.focus();
  }, []);

  const loaded = flattenMessages(messagesQuery.data as ChatMessagePages | undefined);
  const known = new Set(loaded.map((message) => message.clientId));
  const shownPending = pending.filter((send) => !known.has(send.clientId));

  // Read is marked while the conversation is on screen: when it opens, when a message arrives,
  // and when the tab comes back into view.
  const hasFromOthers = loaded.some((message) => message.senderId !== meId);
  const lastId = loaded.at(-1)?.id ?? 0;
  const markSeen = useCallback(() => {
    if (document.visibilityState === 'hidden') return;
    if (!hasFromOthers || lastId <= lastReadSent.current) return;
    lastReadSent.current = lastId;
    mutateRead({ channelId: channel.id, messageId: lastId });
  }, [hasFromOthers, lastId, channel.id, mutateRead]);
  // Catch-up after a reconnect starts after what this page already holds.
  useEffect(() => {
    if (lastId > 0) markChatSeen(lastId);
  }, [lastId]);
  useEffect(() => {
    markSeen();
    document.addEventListener('visibilitychange', markSeen);
    return () => document.removeEventListener('visibilitychange', markSeen);
  }, [markSeen]);

  const deliver = (send: PendingSend) => {
    setPending((current) =>
      current.map((item) => (item.clientId === send.clientId ? { ...item, status: 'pending' } : item)),
    );
    sendMessage(channel.id, send.body, send.clientId).then(
      (message) => {
        addMessageToCache(queryClient, message);
        setPending((current) => current.filter((item) => item.clientId !== send.clientId));
        void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists() });
        const others = channel.members
          .filter((member) => member.userId !== meId)
          .map((member) => member.userId);
        void requestChatEmail(others, message.body);
      },
      (error: unknown) => {
        setPending((current) =>
          current.map((item) => (item.clientId === send.clientId ? { ...item, status: 'failed' } : item)),
        );
        if (isApiError(error) && error.status !== NETWORK_ERROR_STATUS && error.message) {
          notify.error({ message: error.message, id: 'chat-send' });
        }
      },
    );
  };

  const onSend = (body: string) => {
    const send: PendingSend = {
      clientId: newClientId(),
      body,
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    setPending((current) => [...current, send]);
    deliver(send);
  };

  const onRetry = (clientId: string) => {
    const send = pending.find((item) => item.clientId === clientId);
    if (send) deliver(send);
  };

  return (
    <>
      <header className={classes.conversationHeader}>
        {showBack ? (
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            aria-label="Back to conversations"
            onClick={onBack}
          >
            <IconArrowLeft size={20} aria-hidden="true" />
          </ActionIcon>
        ) : null}
        <ChannelAvatar channel={channel} meId={meId} size={36} />
        <div className={classes.conversationTitle}>
          <Text component="h2" fw={600} truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {membersLine(channel, meId)}
          </Text>
        </div>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" radius="xl" aria-label="Conversation actions">
              <IconDots size={20} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {channel.kind === 'group' ? (
              <>
                <Menu.Item
                  leftSection={<IconSettings size={16} aria-hidden="true" />}
                  onClick={() => setSettingsOpened(true)}
                >
                  {isCreator ? 'Group settings' : 'Members'}
                </Menu.Item>
                {isCreator ? (
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => setConfirm('delete')}
                  >
                    Delete group
                  </Menu.Item>
                ) : (
                  <Menu.Item
                    leftSection={<IconDoorExit size={16} aria-hidden="true" />}
                    onClick={() => setConfirm('leave')}
                  >
                    Leave group
                  </Menu.Item>
                )}
              </>
            ) : other ? (
              <Menu.Item
                leftSection={
                  channel.blocked ? (
                    <IconLockOpen size={16} aria-hidden="true" />
                  ) : (
                    <IconLock size={16} aria-hidden="true" />
                  )
                }
                onClick={() => setBlocked.mutate(!channel.blocked)}
              >
                {channel.blocked ? `Unblock ${other.firstName}` : `Block ${other.firstName}`}
              </Menu.Item>
            ) : null}
            <Menu.Item
              leftSection={<IconEyeOff size={16} aria-hidden="true" />}
              onClick={() => hide.mutate()}
            >
              Hide conversation
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </header>
      <QueryState query={messagesQuery} what="this conversation" loading={<ConversationSkeleton />}>
        {() => (
          <MessageList
            label={`Messages with ${name}`}
            messages={loaded}
            pending={shownPending}
            meId={meId}
            members={channel.members}
            showSenders={channel.kind === 'group'}
            hasOlder={messagesQuery.hasNextPage}
            isLoadingOlder={messagesQuery.isFetchingNextPage}
            onLoadOlder={() => void messagesQuery.fetchNextPage()}
            onRetry={onRetry}
            empty={
              <Stack gap={4} align="center" justify="center" className={classes.emptyConversation}>
                <Text fw={600}>No messages yet</Text>
                <Text size="sm" c="dimmed">
                  Say hello to {name}.
                </Text>
              </Stack>
            }
          />
        )}
      </QueryState>
      <Composer
        ref={composerRef}
        onSend={onSend}
        disabled={channel.blocked}
        disabledReason={channel.blocked ? texts.chatBlocked : undefined}
      />
      {channel.kind === 'group' ? (
        <GroupSettingsModal
          opened={settingsOpened}
          onClose={() => setSettingsOpened(false)}
          channel={channel}
          meId={meId}
          isCreator={isCreator}
        />
      ) : null}
      <ConfirmDialog
        opened={confirm === 'delete'}
        onClose={() => setConfirm(null)}
        onConfirm={() => deleteGroup.mutate()}
        title="Delete this group?"
        confirmLabel="Delete group"
        danger
        loading={deleteGroup.isPending}
      >
        <strong>{name}</strong> and all its messages will be deleted for everyone in it.
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirm === 'leave'}
        onClose={() => setConfirm(null)}
        onConfirm={() => leaveGroup.mutate()}
        title="Leave this group?"
        confirmLabel="Leave group"
        loading={leaveGroup.isPending}
      >
        You will no longer see <strong>{name}</strong> or its new messages.
      </ConfirmDialog>
    </>
  );
}

/** One conversation: its header and actions, the messages, the composer. */
export function Conversation(props: ConversationProps) {
  const query = useChannel(props.channelId);
  return (
    <section className={classes.conversationPane} aria-label="Conversation">
      <QueryState query={query} what="this conversation" loading={<ConversationSkeleton />}>
        {(channel) => <ConversationBody key={channel.id} channel={channel} {...props} />}
      </QueryState>
    </section>
  );
}

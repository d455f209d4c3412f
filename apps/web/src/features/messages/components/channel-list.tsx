import type { ChatChannel } from '@canvas/shared';
import {
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { useChannels } from '../api/list-channels';
import { ChannelAvatar } from './channel-avatar';
import { channelName, listTimeLabel } from './chat-format';
import { HiddenChannels } from './hidden-channels';
import classes from './messages-page.module.css';

interface ChannelListProps {
  meId: number | undefined;
  selectedId: number | null;
  onSelect: (channelId: number) => void;
  onNewGroup: () => void;
}

function preview(channel: ChatChannel, meId: number | undefined): string {
  const last = channel.lastMessage;
  if (!last) return 'No messages yet';
  return last.senderId === meId && last.kind === 'text' ? `You: ${last.body}` : last.body;
}

function ListSkeleton() {
  return (
    <Stack gap="md" p="md" aria-label="Loading conversations">
      {[0, 1, 2, 3].map((key) => (
        <Group key={key} gap="sm" wrap="nowrap">
          <Skeleton circle height={44} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="60%" />
            <Skeleton height={10} width="85%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** The channel list: search, New group, and each conversation with its last message and unread count. */
export function ChannelList({ meId, selectedId, onSelect, onNewGroup }: ChannelListProps) {
  const [search, setSearch] = useState('');
  const [showHidden, setShowHidden] = useState(false);
  const query = useChannels('');
  const listRef = useRef<HTMLUListElement>(null);

  // Arrow keys move between conversations; Home and End jump to the ends.
  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-channel]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'ArrowDown'
        ? index + 1
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus();
  };

  return (
    <section className={classes.listPane} aria-label="Conversations">
      <Stack gap="sm" p="md" className={classes.listTools}>
        <Group justify="space-between" wrap="nowrap">
          <Text component="h1" fz="h3" fw={600}>
            Messages
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={onNewGroup}
          >
            New group
          </Button>
        </Group>
        <TextInput
          aria-label="Search conversations"
          placeholder="Search"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Switch
          size="sm"
          label="Show hidden"
          checked={showHidden}
          onChange={(event) => setShowHidden(event.currentTarget.checked)}
        />
      </Stack>
      {showHidden ? <HiddenChannels meId={meId} search={search} onSelect={onSelect} /> : null}
      <QueryState
        query={query}
        what="your conversations"
        loading={<ListSkeleton />}
        isEmpty={(channels) => channels.length === 0}
        empty={
          <Stack gap="xs" p="lg" className={classes.emptyList}>
            <Text fw={600}>No messages yet</Text>
            <Text size="sm" c="dimmed">
              Start a conversation with Message me on someone's canvas, or create a New group.
            </Text>
          </Stack>
        }
      >
        {(channels) => {
          const needle = search.trim().toLowerCase();
          const shown = needle
            ? channels.filter((channel) => channelName(channel, meId).toLowerCase().includes(needle))
            : channels;
          if (shown.length === 0) {
            return (
              <Text size="sm" c="dimmed" p="lg">
                No conversation matches “{search.trim()}”.
              </Text>
            );
          }
          return (
            <ul ref={listRef} className={classes.channelList} onKeyDown={moveFocus}>
              {shown.map((channel) => {
                const name = channelName(channel, meId);
                return (
                  <li key={channel.id}>
                    <UnstyledButton
                      data-channel={channel.id}
                      className={classes.channel}
                      aria-current={channel.id === selectedId ? 'true' : undefined}
                      onClick={() => onSelect(channel.id)}
                    >
                      <ChannelAvatar channel={channel} meId={meId} />
                      <span className={classes.channelText}>
                        <span className={classes.channelTop}>
                          <Text component="span" fw={channel.unread > 0 ? 700 : 600} truncate="end">
                            {name}
                            {channel.unread > 0 ? (
                              <VisuallyHidden component="span">{`, ${channel.unread} unread`}</VisuallyHidden>
                            ) : null}
                          </Text>
                          {channel.lastMessage ? (
                            <Text component="span" size="xs" c="dimmed" className={classes.channelTime}>
                              {listTimeLabel(channel.lastMessage.createdAt)}
                            </Text>
                          ) : null}
                        </span>
                        <span className={classes.channelTop}>
                          <Text component="span" size="sm" c="dimmed" truncate="end">
                            {preview(channel, meId)}
                          </Text>
                          {channel.unread > 0 ? (
                            <Badge size="sm" circle={channel.unread < 10} aria-hidden="true">
                              {channel.unread > 99 ? '99+' : channel.unread}
                            </Badge>
                          ) : null}
                        </span>
                      </span>
                    </UnstyledButton>
                  </li>
                );
              })}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}

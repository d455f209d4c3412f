import type { ChatMessage, ChatPerson } from '@canvas/shared';
import { Button, Loader, Text, UnstyledButton } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { fullName } from '@/lib/format';
import { dayKey, dayLabel, timeLabel } from './chat-format';
import { MessageText } from './message-text';
import classes from './messages-page.module.css';

/** A message of the user's on its way: shown at once, marked until the server has it. */
export interface PendingSend {
  clientId: string;
  body: string;
  status: 'pending' | 'failed';
  createdAt: string;
}

/** Within this many pixels of the end the list counts as read to the end and follows new messages. */
const NEAR_BOTTOM_PX = 120;
/** Scrolling this close to the top loads the older page. */
const NEAR_TOP_PX = 80;

interface MessageListProps {
  label: string;
  messages: ChatMessage[];
  pending: PendingSend[];
  meId: number | undefined;
  members: ChatPerson[];
  showSenders: boolean;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  empty: ReactNode;
}

/** The conversation: day separators, the user's own messages on the right, sending states. */
export function MessageList({
  label,
  messages,
  pending,
  meId,
  members,
  showSenders,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  onRetry,
  empty,
}: MessageListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const previous = useRef({ firstId: 0, count: 0, scrollHeight: 0, scrollTop: 0, nearBottom: true });
  const firstId = messages[0]?.id ?? 0;
  const count = messages.length + pending.length;

  // Older messages arriving above keep the reader where they were; new ones at the end are followed
  // when the reader was at the end (or sent them).
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const before = previous.current;
    if (before.count > 0 && firstId !== before.firstId && firstId < before.firstId) {
      scroller.scrollTop = scroller.scrollHeight - before.scrollHeight + before.scrollTop;
    } else if (count !== before.count && before.nearBottom) {
      scroller.scrollTop = scroller.scrollHeight;
    }
    previous.current = {
      firstId,
      count,
      scrollHeight: scroller.scrollHeight,
      scrollTop: scroller.scrollTop,
      nearBottom: before.nearBottom,
    };
  }, [firstId, count]);

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const nearBottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_BOTTOM_PX;
    previous.current = {
      ...previous.current,
      scrollHeight: scroller.scrollHeight,
      scrollTop: scroller.scrollTop,
      nearBottom,
    };
    if (scroller.scrollTop < NEAR_TOP_PX && hasOlder && !isLoadingOlder) onLoadOlder();
  };

  const senderName = (senderId: number | null) => {
    const member = members.find((person) => person.userId === senderId);
    return member ? fullName(member) : 'Former member';
  };
  const lastMessage = messages.at(-1);
  const lastIsMine = lastMessage?.senderId === meId && pending.length === 0;

  const rows: ReactNode[] = [];
  let day: number | null = null;
  let previousSender: number | null | undefined;
  for (const message of messages) {
    const key = dayKey(message.createdAt);
    if (key !== day) {
      day = key;
      previousSender = undefined;
      rows.push(
        <div key={`day-${key}`} className={classes.day}>
          <span>{dayLabel(message.createdAt)}</span>
        </div>,
      );
    }
    if (message.kind === 'system') {
      previousSender = undefined;
      rows.push(
        <Text key={message.id} size="xs" c="dimmed" ta="center" className={classes.system}>
          {message.body}
        </Text>,
      );
      continue;
    }
    const mine = message.senderId === meId;
    const showName = showSenders && !mine && previousSender !== message.senderId;
    previousSender = message.senderId;
    rows.push(
      <div key={message.id} className={classes.row} data-mine={mine || undefined}>
        {showName ? (
          <Text size="xs" c="dimmed" className={classes.sender}>
            {senderName(message.senderId)}
          </Text>
        ) : null}
        <div className={classes.bubble} data-mine={mine || undefined}>
          <MessageText body={message.body} />
        </div>
        <Text size="xs" c="dimmed" className={classes.meta}>
          <time dateTime={message.createdAt}>{timeLabel(message.createdAt)}</time>
          {mine && lastIsMine && message.id === lastMessage?.id ? ' · Sent' : null}
        </Text>
      </div>,
    );
  }
  if (pending.length > 0) {
    const now = pending[0]?.createdAt ?? new Date().toISOString();
    if (day !== dayKey(now)) {
      rows.push(
        <div key="day-pending" className={classes.day}>
          <span>Today</span>
        </div>,
      );
    }
    for (const send of pending) {
      rows.push(
        <div key={send.clientId} className={classes.row} data-mine>
          <div className={classes.bubble} data-mine data-status={send.status}>
            <MessageText body={send.body} />
          </div>
          {send.status === 'pending' ? (
            <Text size="xs" c="dimmed" className={classes.meta}>
              Sending…
            </Text>
          ) : (
            <Text size="xs" c="red.8" className={classes.meta}>
              Not sent —{' '}
              <UnstyledButton className={classes.retry} onClick={() => onRetry(send.clientId)}>
                Retry
              </UnstyledButton>
            </Text>
          )}
        </div>,
      );
    }
  }

  return (
    <div
      ref={scrollerRef}
      className={classes.scroller}
      onScroll={onScroll}
      role="log"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so the keyboard can scroll it.
      tabIndex={0}
    >
      {hasOlder ? (
        <div className={classes.older}>
          <Button variant="subtle" size="xs" onClick={onLoadOlder} loading={isLoadingOlder}>
            Load older messages
          </Button>
        </div>
      ) : null}
      {isLoadingOlder && !hasOlder ? <Loader size="sm" mx="auto" /> : null}
      {rows.length === 0 ? empty : rows}
    </div>
  );
}

import {
  messages,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationsResult,
} from '@canvas/shared';
import {
  Button,
  Checkbox,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell, IconChecks, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNotificationCounter } from '@/api/notifications/get-notification-counter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { notify } from '@/lib/notify';
import { useDeleteNotifications } from '../api/delete-notifications';
import { useNotifications } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { fullDate, timeAgo } from '../time-ago';
import classes from './notifications-page.module.css';

const SIZE = NOTIFICATION_PAGE_SIZE;

/**
 * What is ticked: some notifications by id, or every one of them ('select all' covers the other
 * pages too, and deleting then sends `deleteAll`, spec 3 "Notifications").
 */
type Selection = { all: true } | { all: false; ids: number[] };
const NOTHING: Selection = { all: false, ids: [] };

const PAGINATION_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Only app paths are followed: the server writes them, and anything else is not a place in the app. */
const isAppPath = (link: string | null): link is string =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

function NotificationItem({
  notification,
  checked,
  onCheckedChange,
  onOpen,
}: {
  notification: Notification;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onOpen: () => void;
}) {
  const { body, link } = notification.message;
  const unread = notification.viewedAt === null;
  const linked = isAppPath(link);
  return (
    <li
      className={`${classes.item} ${unread ? '' : classes.read}`}
      data-unread={unread || undefined}
      data-linked={linked || undefined}
    >
      <Checkbox
        className={classes.check}
        aria-label={`Select notification: ${body}`}
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <div className={classes.body}>
        <span className={classes.dot} aria-hidden="true" />
        <Text component="span" size="sm" fw={unread ? 600 : 400}>
          {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
          {linked ? (
            <Link to={link} className={classes.link} onClick={onOpen}>
              {body}
            </Link>
          ) : (
            body
          )}
        </Text>
      </div>
      <Text
        component="time"
        size="xs"
        c="dimmed"
        className={classes.time}
        dateTime={notification.createdAt}
        title={fullDate(notification.createdAt)}
      >
        {timeAgo(notification.createdAt)}
      </Text>
    </li>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading notifications" py="md">
      {[0, 1, 2, 3].map((row) => (
        <Group key={row} gap="md" wrap="nowrap">
          <Skeleton height={20} width={20} radius="sm" />
          <Skeleton height={16} radius="xl" />
        </Group>
      ))}
    </Stack>
  );
}

function NoNotifications() {
  return (
    <div className={classes.empty}>
      <ThemeIcon size={56} radius="xl" variant="light" color="blush" aria-hidden="true">
        <IconBell size={28} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {messages.noNotifications}
      </Title>
      <Text c="dimmed" maw={420}>
        Applications, replies and changes to your opportunities will show up here.
      </Text>
    </div>
  );
}

/**
 * /notifications (spec 3 "Notifications"): 8 a page, newest first, each with its text, link and
 * age; unread ones are marked, a click follows the link and marks it read, 'Mark as read' marks
 * all, and the ticked ones (or all of them) can be deleted after a confirmation.
 */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const query = useNotifications(page, SIZE);
  const unread = useNotificationCounter().data ?? 0;
  const markRead = useMarkNotificationsRead();
  const remove = useDeleteNotifications();
  const [selection, setSelection] = useState<Selection>(NOTHING);
  const [confirming, setConfirming] = useState(false);

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  // After a delete (or from an old link) the page may lie past the last one: show the last.
  const data = query.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.count / SIZE)) : 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage is a new function each render; the page numbers decide.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [data, query.isPlaceholderData, page, lastPage]);

  const total = data?.count ?? 0;
  const selectedCount = selection.all ? total : selection.ids.length;
  const isChecked = (id: number) => selection.all || selection.ids.includes(id);
  const toggle = (list: Notification[], id: number, checked: boolean) => {
    setSelection((current) => {
      // Unticking one of 'all' keeps the rest of this page ticked.
      const ids = current.all ? list.map((item) => item.id) : current.ids;
      const next = checked ? [...new Set([...ids, id])] : ids.filter((other) => other !== id);
      return { all: false, ids: next };
    });
  };

  const confirmDelete = () =>
    remove.mutate(
      selection.all
        ? { deleteAll: true, notifications: [] }
        : { deleteAll: false, notifications: selection.ids },
      {
        onSuccess: () => {
          setConfirming(false);
          setSelection(NOTHING);
          notify.success(messages.notificationsDeleted);
        },
      },
    );

  const list = (result: NotificationsResult) => (
    <Stack gap={0}>
      <div className={classes.toolbar}>
        <Checkbox
          label="Select all"
          checked={selection.all}
          indeterminate={!selection.all && selection.ids.length > 0}
          onChange={(event) => setSelection(event.currentTarget.checked ? { all: true } : NOTHING)}
        />
        <Group gap="sm">
          {selectedCount > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {selectedCount} selected
            </Text>
          ) : null}
          <Button
            variant="light"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            disabled={selectedCount === 0}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        </Group>
      </div>
      <ul
        className={classes.list}
        aria-label="Notifications"
        aria-busy={query.isPlaceholderData || undefined}
      >
        {result.list.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            checked={isChecked(notification.id)}
            onCheckedChange={(checked) => toggle(result.list, notification.id, checked)}
            onOpen={() => {
              if (notification.viewedAt === null) markRead.mutate(notification.id);
            }}
          />
        ))}
      </ul>
      {result.count > SIZE ? (
        <Group justify="center" pt="md">
          <Pagination
            total={Math.ceil(result.count / SIZE)}
            value={page}
            onChange={setPage}
            size="sm"
            radius="xl"
            color="plum"
            getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      ) : null}
    </Stack>
  );

  return (
    <Stack gap="xl">
      <PageMeta title="Notifications" description="What happened on your Canvas account." />
      <header className={classes.header}>
        <div>
          <Title order={1} className={classes.title}>
            Notifications
          </Title>
          <Text c="dimmed" mt={4}>
            {unread > 0 ? `${unread} unread` : 'You are all caught up.'}
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconChecks size={18} aria-hidden="true" />}
          onClick={() => markRead.mutate(undefined)}
          loading={markRead.isPending && markRead.variables === undefined}
          disabled={unread === 0}
        >
          {messages.markAllRead}
        </Button>
      </header>
      <SurfaceCard>
        <QueryState
          query={query}
          what="your notifications"
          loading={<ListSkeleton />}
          isEmpty={(result) => result.count === 0}
          empty={<NoNotifications />}
        >
          {list}
        </QueryState>
      </SurfaceCard>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
        title={messages.notificationsDeleteTitle}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
      >
        {selection.all
          ? `Delete all ${total} notifications? This cannot be undone.`
          : `Delete ${selectedCount === 1 ? 'the selected notification' : `the ${selectedCount} selected notifications`}? This cannot be undone.`}
      </ConfirmDialog>
    </Stack>
  );
}

import type { OutboxMessage } from '@canvas/shared';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconMail,
  IconMessage,
  IconPaperclip,
  IconRefresh,
  IconSearch,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import { QueryState } from '@/components/query-state';
import { isApiError } from '@/lib/api-client';
import { useOutbox } from '../api/get-outbox';
import { LinkifiedText } from './linkified-text';
import classes from './mailbox-page.module.css';

function formatTime(value: string): string {
  return new Date(value).toLocaleString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
}

function MessageCard({ message }: { message: OutboxMessage }) {
  const [view, setView] = useState<'text' | 'html'>('text');
  const isEmail = message.kind === 'email';
  const heading = isEmail ? (message.subject ?? '(no subject)') : 'Text message';
  return (
    <Paper component="article" withBorder shadow="xs" p="lg" className={classes.message}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div className={classes.meta}>
            <Group gap="xs" wrap="wrap">
              <Badge
                variant="light"
                color={isEmail ? 'plum' : 'blush'}
                leftSection={
                  isEmail ? (
                    <IconMail size={12} aria-hidden="true" />
                  ) : (
                    <IconMessage size={12} aria-hidden="true" />
                  )
                }
              >
                {isEmail ? 'Email' : 'SMS'}
              </Badge>
              <Badge variant="outline" color="gray.7">
                {message.template}
              </Badge>
              {message.status ? (
                <Badge variant="outline" color={message.status === 'failed' ? 'red.9' : 'gray.7'}>
                  {message.status === 'failed' ? 'Failed' : 'Queued'}
                </Badge>
              ) : null}
            </Group>
            <Title order={2} fz="lg" mt="xs">
              {heading}
            </Title>
            <Text size="sm" c="dimmed">
              To {message.recipient}
            </Text>
            {message.lastError ? (
              <Text size="sm" c="red.9">
                Last try failed: {message.lastError}
              </Text>
            ) : null}
          </div>
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {formatTime(message.createdAt)}
          </Text>
        </Group>
        {isEmail && message.html ? (
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value === 'html' ? 'html' : 'text')}
            data={[
              { label: 'Text', value: 'text' },
              { label: 'HTML', value: 'html' },
            ]}
            aria-label={`Show ${heading} as`}
            w="fit-content"
          />
        ) : null}
        {message.attachments?.length ? (
          <Group gap="xs" wrap="wrap" aria-label="Attachments" role="group">
            {message.attachments.map((attachment) => (
              <Button
                key={attachment.filename}
                component="a"
                href={`data:${attachment.contentType},${encodeURIComponent(attachment.content)}`}
                download={attachment.filename}
                variant="default"
                size="xs"
                leftSection={<IconPaperclip size={14} aria-hidden="true" />}
              >
                {attachment.filename}
              </Button>
            ))}
          </Group>
        ) : null}
        {view === 'html' && message.html ? (
          <iframe
            title={`${heading} (HTML)`}
            className={classes.preview}
            srcDoc={message.html}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
          />
        ) : (
          <div className={classes.body}>
            <LinkifiedText text={message.text} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /dev/mailbox: what the embedded outbox has "sent", with clickable links (off in production; on a
 * network address, for admins only: decision 027).
 */
export function MailboxPage() {
  const [recipient, setRecipient] = useState('');
  const [debounced] = useDebouncedValue(recipient, 300);
  const outbox = useOutbox(debounced);

  // Where the API does not serve the outbox to this visitor, it answers 404: say so, not 'try again'.
  const offHere = (error: unknown, alert: React.ReactNode) =>
    isApiError(error) && error.status === 404 ? (
      <Alert
        color="gray"
        variant="light"
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
        title="The mailbox is not available here"
      >
        The development outbox opens only on a server bound to this computer, or to a signed-in administrator;
        production servers turn it off.
      </Alert>
    ) : (
      alert
    );

  const content = (
    <QueryState
      query={outbox}
      what="the mailbox"
      loading={
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading messages">
          <Skeleton height={140} radius="lg" />
          <Skeleton height={140} radius="lg" />
        </Stack>
      }
      renderError={offHere}
      isEmpty={(data) => data.list.length === 0}
      empty={
        <Paper withBorder p="xl" ta="center" className={classes.message}>
          <IconMail size={32} stroke={1.4} aria-hidden="true" />
          <Text fw={600} mt="sm">
            {debounced.trim() ? `Nothing sent to ${debounced.trim()} yet` : 'No messages yet'}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            Emails and texts the app sends appear here as soon as they are sent.
          </Text>
        </Paper>
      }
    >
      {(data) => (
        <Stack gap="md">
          {data.list.map((message) => (
            <MessageCard key={`${message.status ?? 'sent'}-${message.id}`} message={message} />
          ))}
        </Stack>
      )}
    </QueryState>
  );

  return (
    <Container size="md" className={classes.page}>
      <Stack gap="lg">
        <header>
          <Eyebrow>Developer tools</Eyebrow>
          <Title order={1} className={classes.title}>
            Mailbox
          </Title>
          <Text c="dimmed" mt={6}>
            Every email and text message kept by the embedded outbox, newest first.
          </Text>
        </header>
        <Group align="flex-end" wrap="nowrap" gap="sm">
          <TextInput
            label="Recipient"
            placeholder="Email address or phone number"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={recipient}
            onChange={(event) => setRecipient(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            size="md"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => void outbox.refetch()}
            loading={outbox.isFetching && !outbox.isPending}
          >
            Refresh
          </Button>
        </Group>
        {content}
      </Stack>
    </Container>
  );
}

import { messages } from '@canvas/shared';
import { Button, Group, Modal, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconConfetti } from '@tabler/icons-react';
import { useState } from 'react';
import { useSendMemberMessage } from '@/api/messages/send-member-message';
import { isApiError } from '@/lib/api-client';

interface MessageModalProps {
  opened: boolean;
  onClose: () => void;
  ownerId: number;
  canvasId: number;
  recipientName: string;
}

/**
 * Compose a message to the canvas owner (spec 2 §4, §8): an empty message is refused with an info
 * toast; a sent one is confirmed with 'Message sent!'; writing to yourself is skipped.
 */
export function MessageModal({ opened, onClose, ownerId, canvasId, recipientName }: MessageModalProps) {
  const [text, setText] = useState('');
  const [sentOpened, setSentOpened] = useState(false);
  const send = useSendMemberMessage();

  const submit = () => {
    if (text.trim() === '') {
      notifications.show({
        closeButtonProps: { 'aria-label': 'Close' },
        id: 'message-empty',
        color: 'plum',
        message: messages.messageEmpty,
      });
      return;
    }
    send.mutate(
      { ownerId, canvasId, msg: text.trim() },
      {
        onSuccess: ({ skipped }) => {
          onClose();
          if (skipped) {
            notifications.show({
              closeButtonProps: { 'aria-label': 'Close' },
              id: 'message-to-self',
              color: 'orange',
              message: messages.messageToSelf,
            });
            return;
          }
          setText('');
          setSentOpened(true);
        },
        onError: (error) => {
          // The app's error toast already shows the server's message; a refusal to message
          // yourself needs no more than that.
          if (isApiError(error) && error.message === messages.messageToSelf) onClose();
        },
      },
    );
  };

  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened}
        onClose={onClose}
        title={`Message ${recipientName}`}
        size={500}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <Stack gap="md">
            <Textarea
              label="Your message"
              placeholder="Introduce yourself, ask about availability or a collaboration…"
              rows={6}
              maxLength={5000}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send message
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={sentOpened}
        onClose={() => setSentOpened(false)}
        title={messages.messageSent}
        size={500}
      >
        <Stack align="center" gap="md" py="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="blush">
            <IconConfetti size={32} stroke={1.5} aria-hidden="true" />
          </ThemeIcon>
          <Text ta="center">{messages.messageSentDescription}</Text>
          <Button onClick={() => setSentOpened(false)}>Done</Button>
        </Stack>
      </Modal>
    </>
  );
}

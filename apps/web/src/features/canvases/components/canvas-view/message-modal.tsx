import { messages } from '@canvas/shared';
import { Button, Group, Modal, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconConfetti } from '@tabler/icons-react';
import { useState } from 'react';
import { useSendMemberMessage } from '@/api/messages/send-member-message';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

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
  const form = useForm({ mode: 'uncontrolled', initialValues: { message: '' } });
  const [sentOpened, setSentOpened] = useState(false);
  const send = useSendMemberMessage();

  // A failure is the app's error toast (this call does not show its errors inline).
  const submit = form.onSubmit(({ message }) => {
    if (message.trim() === '') {
      notify.info({ id: 'message-empty', message: messages.messageEmpty });
      return;
    }
    send.mutate(
      { ownerId, canvasId, msg: message.trim() },
      {
        onSuccess: ({ skipped }) => {
          onClose();
          if (skipped) {
            notify.warning({ id: 'message-to-self', message: messages.messageToSelf });
            return;
          }
          form.reset();
          setSentOpened(true);
        },
        onError: (error) => {
          // The app's error toast already shows the server's message; a refusal to message
          // yourself needs no more than that.
          if (isApiError(error) && error.message === messages.messageToSelf) onClose();
        },
      },
    );
  });

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={`Message ${recipientName}`} size={500}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Textarea
              label="Your message"
              placeholder="Introduce yourself, ask about availability or a collaboration…"
              rows={6}
              maxLength={5000}
              key={form.key('message')}
              {...form.getInputProps('message')}
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
      <Modal opened={sentOpened} onClose={() => setSentOpened(false)} title={messages.messageSent} size={500}>
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

import { messages } from '@canvas/shared';
import { Button, Modal, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconConfetti } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

interface MessageModalProps {
  opened: boolean;
  onClose: () => void;
  recipientName: string;
  /**
   * Sends the message (POST /api/user/msg-email with the caller's template: a canvas's owner, an
   * opportunity's poster); `skipped` when the recipient is the sender. A refusal rejects, and the
   * app's error toast shows the server's message.
   */
  onSend: (msg: string) => Promise<{ skipped: boolean }>;
  /** A toast confirming the send instead of the 'Message sent!' dialog (the applicants' 'email sent successfully'). */
  sentMessage?: string;
}

/**
 * Compose a message (spec 2 §4, §8; spec 3 §4 "Messaging", §5): an empty message is refused with
 * an info toast ('please input your message'); a sent one is confirmed with 'Message sent!';
 * writing to yourself is skipped. Used by the canvas page's Message me and My Opportunities'
 * Message Poster.
 */
export function MessageModal({ opened, onClose, recipientName, onSend, sentMessage }: MessageModalProps) {
  const form = useForm({ mode: 'uncontrolled', initialValues: { message: '' } });
  const [sentOpened, setSentOpened] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = form.onSubmit(async ({ message }) => {
    if (message.trim() === '') {
      notify.info({ id: 'message-empty', message: messages.messageEmpty });
      return;
    }
    setPending(true);
    try {
      const { skipped } = await onSend(message.trim());
      onClose();
      if (skipped) {
        notify.warning({ id: 'message-to-self', message: messages.messageToSelf });
        return;
      }
      form.reset();
      if (sentMessage) notify.success({ id: 'message-sent', message: sentMessage });
      else setSentOpened(true);
    } catch (error) {
      // The app's error toast already shows the server's message; a refusal to message yourself
      // needs no more than that.
      if (isApiError(error) && error.message === messages.messageToSelf) onClose();
    } finally {
      setPending(false);
    }
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
            <DialogActions>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                Send message
              </Button>
            </DialogActions>
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

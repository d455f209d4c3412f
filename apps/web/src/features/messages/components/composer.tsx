import { CHAT_MESSAGE_MAX } from '@canvas/shared';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, type Ref, useState } from 'react';
import classes from './messages-page.module.css';

/** The countdown shows from this many characters left. */
export const COMPOSER_COUNTDOWN_FROM = 200;

interface ComposerProps {
  onSend: (body: string) => void;
  disabled?: boolean;
  /** Why the composer is closed (a blocked direct channel). */
  disabledReason?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Enter sends, Shift+Enter starts a new line; the length cap counts down near its end. */
export function Composer({ onSend, disabled = false, disabledReason, ref }: ComposerProps) {
  const [body, setBody] = useState('');
  const left = CHAT_MESSAGE_MAX - body.length;
  const canSend = !disabled && body.trim().length > 0 && left >= 0;

  const send = () => {
    if (!canSend) return;
    onSend(body.trim());
    setBody('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes (Japanese, Chinese), Enter confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  if (disabled && disabledReason) {
    return (
      <div className={classes.composer}>
        <Text size="sm" c="dimmed" ta="center" py="xs">
          {disabledReason}
        </Text>
      </div>
    );
  }

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={ref}
          aria-label="Message"
          placeholder="Write a message"
          rows={1}
          classNames={{ input: classes.composerInput }}
          maxLength={CHAT_MESSAGE_MAX}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          style={{ flex: 1 }}
          enterKeyHint="send"
        />
        <ActionIcon type="submit" size={36} radius="xl" aria-label="Send" disabled={!canSend}>
          <IconSend size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      {left <= COMPOSER_COUNTDOWN_FROM ? (
        <Text size="xs" c={left <= 20 ? 'red.8' : 'dimmed'} ta="right" mt={4} aria-live="polite">
          {left} characters left
        </Text>
      ) : null}
    </form>
  );
}

import { Button, Loader, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { QueryState } from '@/components/query-state';
import { useShowChannelAgain } from '../api/hide-channel';
import { useHiddenChannels } from '../api/list-channels';
import { ChannelAvatar } from './channel-avatar';
import { channelName } from './chat-format';
import classes from './messages-page.module.css';

interface HiddenChannelsProps {
  meId: number | undefined;
  /** The list's search box: it narrows these too. */
  search: string;
  onSelect: (channelId: number) => void;
}

/**
 * The conversations the member hid (the list's Show hidden): each opens as usual, and Show again puts
 * it back in the list (a newer message would too).
 */
export function HiddenChannels({ meId, search, onSelect }: HiddenChannelsProps) {
  const query = useHiddenChannels();
  const showAgain = useShowChannelAgain();

  return (
    <section className={classes.hiddenPane} aria-labelledby="hidden-conversations-heading">
      <Text id="hidden-conversations-heading" component="h2" size="xs" fw={600} c="dimmed" tt="uppercase">
        Hidden conversations
      </Text>
      <QueryState
        query={query}
        what="your hidden conversations"
        loading={<Loader size="sm" aria-label="Loading hidden conversations" />}
        isEmpty={(channels) => channels.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            You have no hidden conversations.
          </Text>
        }
      >
        {(channels) => {
          const needle = search.trim().toLowerCase();
          const shown = needle
            ? channels.filter((channel) => channelName(channel, meId).toLowerCase().includes(needle))
            : channels;
          if (shown.length === 0) {
            return (
              <Text size="sm" c="dimmed">
                No hidden conversation matches “{search.trim()}”.
              </Text>
            );
          }
          return (
            <ul className={classes.hiddenList}>
              {shown.map((channel) => {
                const name = channelName(channel, meId);
                const pending = showAgain.isPending && showAgain.variables === channel.id;
                return (
                  <li key={channel.id} className={classes.hiddenRow}>
                    <UnstyledButton className={classes.hiddenChannel} onClick={() => onSelect(channel.id)}>
                      <ChannelAvatar channel={channel} meId={meId} size={36} />
                      <Text component="span" size="sm" fw={600} truncate="end">
                        {name}
                      </Text>
                    </UnstyledButton>
                    <Button
                      size="xs"
                      variant="light"
                      className={classes.showAgain}
                      leftSection={<IconEye size={14} aria-hidden="true" />}
                      loading={pending}
                      onClick={() => showAgain.mutate(channel.id)}
                    >
                      Show again<VisuallyHidden component="span">{` ${name}`}</VisuallyHidden>
                    </Button>
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

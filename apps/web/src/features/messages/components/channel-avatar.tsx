import type { ChatChannel } from '@canvas/shared';
import { Avatar } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { initials } from '@/lib/format';
import { otherMember } from './chat-format';

/** A direct channel shows the other person's photo or initials; a group its image or a group mark. */
export function ChannelAvatar({
  channel,
  meId,
  size = 44,
}: {
  channel: ChatChannel;
  meId: number | undefined;
  size?: number;
}) {
  if (channel.kind === 'group') {
    return (
      <Avatar
        src={channel.image}
        alt=""
        aria-hidden="true"
        radius="xl"
        size={size}
        color="plum"
        variant="light"
      >
        <IconUsers size={size / 2} stroke={1.6} />
      </Avatar>
    );
  }
  const other = otherMember(channel, meId);
  return (
    <Avatar
      src={other?.avatar}
      alt=""
      aria-hidden="true"
      radius="xl"
      size={size}
      color="plum"
      variant="light"
    >
      {other ? initials(other) : '?'}
    </Avatar>
  );
}

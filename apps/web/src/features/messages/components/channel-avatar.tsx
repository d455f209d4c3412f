import type { ChatChannel } from '@canvas/shared';
import { IconUsers } from '@tabler/icons-react';
import { InitialsAvatar } from '@/components/initials-avatar';
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
      <InitialsAvatar src={channel.image} size={size} fallback={<IconUsers size={size / 2} stroke={1.6} />} />
    );
  }
  const other = otherMember(channel, meId);
  return <InitialsAvatar name={other ?? ''} src={other?.avatar} size={size} />;
}

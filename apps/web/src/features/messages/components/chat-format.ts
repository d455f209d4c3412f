import type { ChatChannel, ChatPerson } from '@canvas/shared';
import { fullName } from '@/lib/format';

/** The other person of a direct channel (null when they left Canvas and only you remain). */
export function otherMember(channel: ChatChannel, meId: number | undefined): ChatPerson | null {
  return channel.members.find((member) => member.userId !== meId) ?? null;
}

/** A group by its name, a direct channel after the other person. */
export function channelName(channel: ChatChannel, meId: number | undefined): string {
  if (channel.kind === 'group') return channel.name ?? 'Group';
  const other = otherMember(channel, meId);
  return other ? fullName(other) : 'Former member';
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day separator: 'Today', 'Yesterday', or the date ('Monday, November 24, 2026'). */
export function dayLabel(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** The day a message belongs to, for grouping. */
export function dayKey(value: string): number {
  return startOfDay(new Date(value));
}

/** A message's time of day ('3:05 PM'). */
export function timeLabel(value: string): string {
  return new Date(value).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** The list's time of the last message: the time today, 'Yesterday', or a short date. */
export function listTimeLabel(value: string, now: Date = new Date()): string {
  const label = dayLabel(value, now);
  if (label === 'Today') return timeLabel(value);
  if (label === 'Yesterday') return label;
  return new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

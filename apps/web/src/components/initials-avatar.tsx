import { Avatar } from '@mantine/core';
import type { ReactNode } from 'react';
import { initials, type PersonName } from '@/lib/initials';

/**
 * Whose avatar it is, which sets its colours and shape: `you`, the signed-in member's own (blush, as in
 * the header); `person`, anyone else (plum); `canvas`, a salon's or school's place for its logo
 * (plum, a rounded square).
 */
export type AvatarKind = 'you' | 'person' | 'canvas';

const LOOKS: Record<AvatarKind, { color: string; variant: 'filled' | 'light'; radius: string }> = {
  you: { color: 'blush.2', variant: 'filled', radius: '50%' },
  person: { color: 'plum', variant: 'light', radius: '50%' },
  canvas: { color: 'plum', variant: 'light', radius: 'md' },
};

export interface InitialsAvatarProps {
  /** A person's names, or a name (a canvas's, a member's); nothing for a mark without letters. */
  name?: string | PersonName;
  /** Spells the initials when the names give none. */
  email?: string;
  /** The photo or logo; without one (or while it fails to load) the initials show. */
  src?: string | null;
  /** Width and height in pixels. */
  size: number;
  kind?: AvatarKind;
  /**
   * The photo's description, only where the avatar stands alone. Without it the avatar is decorative
   * (the name is beside it) and hidden from assistive technology; the initials always are.
   */
  alt?: string;
  /** Shown when there are no initials: '?' by default; `null` leaves Mantine's person icon. */
  fallback?: ReactNode;
  className?: string;
}

/** The one avatar: a photo when there is one, else the initials (`lib/initials.ts`) in the theme's colours. */
export function InitialsAvatar({
  name = '',
  email,
  src = null,
  size,
  kind = 'person',
  alt,
  fallback = '?',
  className,
}: InitialsAvatarProps) {
  const look = LOOKS[kind];
  const described = Boolean(alt && src);
  return (
    <Avatar
      src={src}
      alt={described ? alt : ''}
      aria-hidden={described ? undefined : true}
      size={size}
      radius={look.radius}
      color={look.color}
      variant={look.variant}
      className={className}
    >
      {initials(name, email) || fallback}
    </Avatar>
  );
}

import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/**
 * The one way the app tells the user something in passing: a toast, in one palette, where the
 * notifications host puts every toast (app/notifications-host.tsx: top right, three at a time).
 * The close button's name comes from the theme (app/theme.ts, Notification).
 */
export type NotifyKind = 'success' | 'error' | 'info' | 'warning';

/** One colour per kind, from the theme's palette. */
export const NOTIFY_COLORS: Record<NotifyKind, string> = {
  success: 'teal',
  error: 'red',
  info: 'plum',
  warning: 'champagne.7',
};

export interface NotifyOptions {
  message: ReactNode;
  title?: ReactNode;
  /**
   * Toasts with the same id are one toast: the same news told twice (a double click, several
   * queries failing alike) does not stack up.
   */
  id?: string;
}

function show(kind: NotifyKind, input: string | NotifyOptions): string {
  const options = typeof input === 'string' ? { message: input } : input;
  return notifications.show({ ...options, color: NOTIFY_COLORS[kind] });
}

export const notify = {
  /** Something the user did worked ('Your changes are saved.'). */
  success: (input: string | NotifyOptions) => show('success', input),
  /** Something failed and the screen does not say so itself. */
  error: (input: string | NotifyOptions) => show('error', input),
  /** Neutral news, or a gentle refusal ('Please enter a message.'). */
  info: (input: string | NotifyOptions) => show('info', input),
  /** The user has to do something first ('Please save first'). */
  warning: (input: string | NotifyOptions) => show('warning', input),
};

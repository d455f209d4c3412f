import type { ChatEvent } from '@canvas/shared';
import { useEffect, useRef } from 'react';
import type { ChatSocket } from '@/lib/chat-socket';
import { getSessionState, useSession } from '@/lib/session';

/**
 * Where the live `ChatEvent`s come from: the chat socket (lib/chat-socket: the user's chatToken,
 * reconnects, catch-up through /api/chat/sync) or, in tests, a fake. Everything that reacts to
 * events subscribes here, so the source is swapped in one line.
 */
export interface ChatEventSource {
  subscribe(listener: (event: ChatEvent) => void): () => void;
  /** Catching up could not cover a gap: whoever shows chat data reloads it. */
  onResync?(listener: () => void): () => void;
  /** The newest message id a screen holds: catch-up after a reconnect starts after it. */
  markSeen?(messageId: number): void;
}

/** How long the socket stays open after its last subscriber leaves (a page change re-subscribes). */
const SOCKET_LINGER_MS = 5_000;

/**
 * The app's source: one socket per signed-in user, opened by the first subscriber and closed a
 * little after the last one leaves (signing out unmounts them all). Its code (socket.io-client)
 * loads with the first subscription, not with the first screen.
 */
function createSocketSource(): ChatEventSource {
  let socket: ChatSocket | null = null;
  let socketUserId: number | null = null;
  let loading: Promise<ChatSocket> | null = null;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(event: ChatEvent) => void>();
  const resyncListeners = new Set<() => void>();

  const ensureOpen = () => {
    clearTimeout(closeTimer);
    const userId = getSessionState().user?.id ?? null;
    if (userId === null) return;
    // Another account in this tab (an admin acting as someone): its own socket.
    if (socket && socketUserId !== userId) {
      socket.stop();
      socket = null;
    }
    if (socket || loading) return;
    loading = import('@/lib/chat-socket').then(({ createChatSocket }) => {
      const created = createChatSocket();
      created.subscribe((event) => {
        for (const listener of [...listeners]) listener(event);
      });
      created.onResync(() => {
        for (const listener of [...resyncListeners]) listener();
      });
      created.start(getSessionState().user?.chatToken);
      socket = created;
      socketUserId = userId;
      loading = null;
      if (listeners.size === 0) scheduleClose();
      return created;
    });
  };

  const scheduleClose = () => {
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => {
      if (listeners.size > 0) return;
      socket?.stop();
      socket = null;
    }, SOCKET_LINGER_MS);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      ensureOpen();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) scheduleClose();
      };
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    markSeen(messageId) {
      socket?.markSeen(messageId);
    },
  };
}

const silentSource: ChatEventSource = { subscribe: () => () => {} };

/** Tests start silent (no socket) and install a fake with setChatEventSource. */
const defaultSource: ChatEventSource = import.meta.env.MODE === 'test' ? silentSource : createSocketSource();

let currentSource: ChatEventSource = defaultSource;

export function setChatEventSource(source: ChatEventSource | null): void {
  currentSource = source ?? (import.meta.env.MODE === 'test' ? silentSource : defaultSource);
}

/**
 * Calls `listener` with every live event while mounted (and `enabled`), and `onResync` when the
 * source lost track; the latest callbacks are used. A new signed-in user subscribes anew.
 */
export function useChatEvents(
  listener: (event: ChatEvent) => void,
  enabled = true,
  onResync?: () => void,
): void {
  const latest = useRef({ listener, onResync });
  latest.current = { listener, onResync };
  const userId = useSession().user?.id;
  useEffect(() => {
    if (!enabled || userId === undefined) return;
    const source = currentSource;
    const stopEvents = source.subscribe((event) => latest.current.listener(event));
    const stopResync = source.onResync?.(() => latest.current.onResync?.());
    return () => {
      stopEvents();
      stopResync?.();
    };
  }, [enabled, userId]);
}

/** Tells the source the newest message id a screen holds. */
export function markChatSeen(messageId: number): void {
  currentSource.markSeen?.(messageId);
}

/** A source the test drives: `emit` delivers an event, `resync` asks for a reload. */
export function createManualChatEventSource(): ChatEventSource & {
  emit: (event: ChatEvent) => void;
  resync: () => void;
} {
  const listeners = new Set<(event: ChatEvent) => void>();
  const resyncListeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    resync() {
      for (const listener of [...resyncListeners]) listener();
    },
  };
}

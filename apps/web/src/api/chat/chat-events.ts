import type { ChatEvent } from '@canvas/shared';
import { useEffect, useRef } from 'react';

/**
 * Where the live `ChatEvent`s come from: the chat socket (connect with the user's chatToken,
 * reconnect, catch up through /api/chat/sync) or, in tests, a fake. Everything that reacts to
 * events subscribes here, so the socket is swapped in one line.
 */
export interface ChatEventSource {
  subscribe(listener: (event: ChatEvent) => void): () => void;
}

const silentSource: ChatEventSource = { subscribe: () => () => {} };

let currentSource: ChatEventSource = silentSource;

export function setChatEventSource(source: ChatEventSource | null): void {
  currentSource = source ?? silentSource;
}

/** Calls `listener` with every live event while mounted (and `enabled`); the latest listener is used. */
export function useChatEvents(listener: (event: ChatEvent) => void, enabled = true): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!enabled) return;
    return currentSource.subscribe((event) => latest.current(event));
  }, [enabled]);
}

/** A source the test drives: `emit` delivers an event to every subscriber. */
export function createManualChatEventSource(): ChatEventSource & { emit: (event: ChatEvent) => void } {
  const listeners = new Set<(event: ChatEvent) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}

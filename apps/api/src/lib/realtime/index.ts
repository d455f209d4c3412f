import type { ChatEvent } from '@canvas/shared';

/**
 * Pushes chat events to people's open sockets, on every API process (issue 25). Modules call it
 * after their transaction commits; it never throws and never waits for delivery — a client that
 * missed an event catches up with `GET /api/chat/sync?after=` when it reconnects.
 *
 * The default, `LocalRealtime`, delivers inside this process (tests subscribe to it). server.ts
 * builds the app with `chatSocket: true`, which puts the Socket.IO hub (`lib/realtime/socket-hub.ts`)
 * in its place, fanned out through the Redis adapter when `REDIS_URL` is set.
 */
export interface Realtime {
  /** Sends the event to every socket of each of these users. */
  emitToUsers(userIds: readonly number[], event: ChatEvent): void;
  /** Which of these users have at least one socket open on any process right now. */
  connectedAmong(userIds: readonly number[]): Promise<Set<number>>;
}

export type RealtimeListener = (userId: number, event: ChatEvent) => void;

/** In-process delivery: listeners stand for sockets (the tests subscribe to see what was pushed). */
export class LocalRealtime implements Realtime {
  private readonly listeners = new Map<number, Set<RealtimeListener>>();

  /** Registers a "socket" of the user; the returned function closes it. */
  connect(userId: number, listener: RealtimeListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  emitToUsers(userIds: readonly number[], event: ChatEvent): void {
    for (const userId of new Set(userIds)) {
      for (const listener of this.listeners.get(userId) ?? []) {
        try {
          listener(userId, event);
        } catch {
          // One listener's failure must not stop delivery to the others.
        }
      }
    }
  }

  async connectedAmong(userIds: readonly number[]): Promise<Set<number>> {
    return new Set(userIds.filter((userId) => this.listeners.has(userId)));
  }
}

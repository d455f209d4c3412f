import {
  isAdminRole,
  type Session,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  type User,
  userSchema,
} from '@canvas/shared';
import { useSyncExternalStore } from 'react';
import { setTokenSource } from './api-client';
import { readStorage, removeStorage, writeStorage } from './storage';

/**
 * The signed-in session, the client's one owner of the token and the signed-in user: components
 * read both with `useSession()`, GET /api/user/info refreshes the user (`useUserInfo`) and every
 * call that answers the user stores it with `updateSessionUser`. The token lives in local storage
 * only (spec 1 §3 also put it in a cookie: nothing reads one, and a script-readable cookie would
 * be one more copy for an injected script to find and one sent with every request); the user
 * object is cached under 'user' so the header can render before any request. A token lasts
 * TOKEN_TTL_DAYS unless the user signs out (here, or everywhere from settings). Kept as a tiny
 * external store (not React state) so the API client can read the token outside React.
 *
 * `expired` means a request was refused with 401: the session is already cleared, and the
 * re-login modal is showing so the user can continue on the same page (spec 1 §2.3, §4).
 */
export type SessionStatus = 'signedIn' | 'signedOut' | 'expired';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: User | null;
  /** The email of the session that expired, offered again in the re-login modal. */
  expiredEmail: string | null;
  /** The user chose to sign out (rather than the session ending under them). */
  signedOutByUser: boolean;
}

/** Removes the token cookie that earlier versions wrote beside local storage. */
function clearLegacyTokenCookie(): void {
  if (typeof document === 'undefined' || !document.cookie.includes(`${TOKEN_STORAGE_KEY}=`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some supported browsers; this write only expires a cookie.
  document.cookie = `${TOKEN_STORAGE_KEY}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function readStoredUser(): User | null {
  const raw = readStorage(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readStoredSession(): SessionState {
  const token = readStorage(TOKEN_STORAGE_KEY);
  const user = token ? readStoredUser() : null;
  // A token whose user copy is missing or unreadable still counts: the user is fetched again on
  // the pages that need it. Without a token there is no session at all.
  return token
    ? { status: 'signedIn', token, user, expiredEmail: null, signedOutByUser: false }
    : { status: 'signedOut', token: null, user: null, expiredEmail: null, signedOutByUser: false };
}

clearLegacyTokenCookie();
let state: SessionState = readStoredSession();
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSessionState(): SessionState {
  return state;
}

export function getToken(): string | null {
  return state.token;
}

setTokenSource(getToken);

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Stores a new session (after sign-in) in local storage. */
export function startSession(session: Session): void {
  writeStorage(TOKEN_STORAGE_KEY, session.access_token);
  writeStorage(USER_STORAGE_KEY, JSON.stringify(session.user));
  setState({
    status: 'signedIn',
    token: session.access_token,
    user: session.user,
    expiredEmail: null,
    signedOutByUser: false,
  });
}

/** Refreshes the cached user (after GET or PUT /user/info) without touching the token. */
export function updateSessionUser(user: User): void {
  if (state.status !== 'signedIn') return;
  writeStorage(USER_STORAGE_KEY, JSON.stringify(user));
  setState({ ...state, user });
}

/**
 * Clears the stored session. `expired` keeps the last email so the re-login modal can offer it;
 * `byUser` records that the user signed out on purpose (they go home, not to the sign-in page).
 */
export function endSession(
  reason: Exclude<SessionStatus, 'signedIn'> = 'signedOut',
  options: { byUser?: boolean } = {},
): void {
  removeStorage(TOKEN_STORAGE_KEY);
  removeStorage(USER_STORAGE_KEY);
  clearLegacyTokenCookie();
  const expiredEmail = reason === 'expired' ? (state.user?.email ?? state.expiredEmail) : null;
  setState({
    status: reason,
    token: null,
    user: null,
    expiredEmail,
    signedOutByUser: reason === 'signedOut' && options.byUser === true,
  });
}

/** Re-reads storage; used when another tab signs in or out (and by tests between cases). */
export function reloadSessionFromStorage(): void {
  setState(readStoredSession());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
      reloadSessionFromStorage();
    }
  });
}

export interface SessionApi {
  status: SessionStatus;
  user: User | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  expiredEmail: string | null;
  signedOutByUser: boolean;
  signIn: (session: Session) => void;
  /** Clears the local session only; the header's sign-out also revokes the token on the server. */
  signOut: () => void;
}

export function useSession(): SessionApi {
  const current = useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
  return {
    status: current.status,
    user: current.user,
    isSignedIn: current.status === 'signedIn',
    isAdmin: isAdminRole(current.user?.role),
    expiredEmail: current.expiredEmail,
    signedOutByUser: current.signedOutByUser,
    signIn: startSession,
    signOut: () => endSession('signedOut', { byUser: true }),
  };
}

import { isSafeReturnPath, messages } from '@canvas/shared';

/**
 * What a visitor meant to do on a canvas when Message me or Bookmark sent them to sign in. It rides
 * inside the sign-in page's `from` (`/canvas/{slug}?intent=bookmark`), so it survives every way of
 * signing in (password, Google or Facebook) and comes back with the visitor; the canvas then finishes
 * the action. `from` is only ever followed when it stays on this site (isSafeReturnPath).
 */
export const SIGN_IN_INTENTS = ['bookmark', 'message'] as const;
export type SignInIntent = (typeof SIGN_IN_INTENTS)[number];

export const INTENT_PARAM = 'intent';
/** What landingPathAfterSignIn appends to a canvas path; dropped with the intent once it is done. */
const SIGNED_IN_MARK_PARAM = 'page';

export function parseIntent(value: string | null | undefined): SignInIntent | null {
  return SIGN_IN_INTENTS.find((intent) => intent === value) ?? null;
}

/** The canvas page to come back to after signing in, carrying the intent. */
export function returnPathWithIntent(pathname: string, search: string, intent: SignInIntent): string {
  const params = new URLSearchParams(search);
  params.delete(SIGNED_IN_MARK_PARAM);
  params.set(INTENT_PARAM, intent);
  return `${pathname}?${params.toString()}`;
}

/** The page's query without the intent (and the sign-in mark), once the action is done. */
export function searchWithoutIntent(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(INTENT_PARAM);
  params.delete(SIGNED_IN_MARK_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

// Any origin will do: the path was already checked to stay on this site.
const PROBE_ORIGIN = 'https://canvas.invalid';

/**
 * The canvas and intent a sign-in's `from` returns to, or null: an off-site or unsafe `from`, a page
 * that is not a canvas, or no known intent all count as no intent.
 */
export function signInIntentOf(
  from: string | null | undefined,
): { idOrSlug: string; intent: SignInIntent } | null {
  if (!isSafeReturnPath(from)) return null;
  const url = new URL(from, PROBE_ORIGIN);
  const match = /^\/canvas\/([^/]+)\/?$/.exec(url.pathname);
  const intent = parseIntent(url.searchParams.get(INTENT_PARAM));
  if (!match?.[1] || !intent) return null;
  try {
    return { idOrSlug: decodeURIComponent(match[1]), intent };
  } catch {
    return null;
  }
}

/** The sign-in page's line: 'Sign in to message {name}' or 'Sign in to save {name}'. */
export function signInReason(intent: SignInIntent, name: string): string {
  return intent === 'bookmark' ? messages.signInToSave(name) : messages.signInToMessage(name);
}

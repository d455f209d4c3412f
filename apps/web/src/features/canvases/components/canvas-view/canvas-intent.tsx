import { createContext, type ReactNode, useContext } from 'react';
import type { SignInIntent } from './sign-in-intent';

export interface CanvasIntent {
  /** What the visitor meant to do before signing in (from the page's `intent` query), or null. */
  intent: SignInIntent | null;
  /** Takes the intent out of the address once it is done, so a reload does not repeat it. */
  done: () => void;
}

const CanvasIntentContext = createContext<CanvasIntent | null>(null);

/**
 * The public canvas page (inside the app, with its router) hands the hero's actions the intent a
 * visitor came back from signing in with. A page drawn as islands never has one: a query such as
 * `?intent=bookmark` is not render-neutral, so the app renders that page.
 */
export function CanvasIntentProvider({ value, children }: { value: CanvasIntent; children: ReactNode }) {
  return <CanvasIntentContext value={value}>{children}</CanvasIntentContext>;
}

export function useCanvasIntent(): CanvasIntent | null {
  return useContext(CanvasIntentContext);
}

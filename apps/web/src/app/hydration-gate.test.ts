import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { makeSession } from '@/testing/fixtures';
import { canHydrate, openHydrationGate } from './hydration-gate';

/** The markup scripts/prerender.mjs writes: the page inside a disabled fieldset. */
function prerendered(pathname: string): HTMLElement {
  document.body.innerHTML = `<fieldset class="hydration-gate" disabled><div id="root" data-prerendered="${pathname}"><main><input aria-label="Email"></main></div></fieldset>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  endSession('signedOut');
});

describe('hydrating a prerendered page', () => {
  it('hydrates the page it was rendered for, also with campaign tracking in the query', () => {
    const root = prerendered('/paulmitchell');
    window.history.replaceState(null, '', '/paulmitchell');
    expect(canHydrate(root)).toBe(true);
    window.history.replaceState(null, '', '/paulmitchell?source=expo&rep=jd');
    expect(canHydrate(root)).toBe(true);
  });

  it('renders from scratch when the query may change the page, on another path, or when signed in', () => {
    const root = prerendered('/paulmitchell');
    window.history.replaceState(null, '', '/paulmitchell?mode=biz');
    expect(canHydrate(root)).toBe(false);
    window.history.replaceState(null, '', '/wella');
    expect(canHydrate(root)).toBe(false);
    window.history.replaceState(null, '', '/paulmitchell');
    startSession(makeSession());
    expect(canHydrate(root)).toBe(false);
  });

  it('keeps the controls disabled until the app opens the gate', () => {
    const root = prerendered('/');
    const input = document.querySelector('input');
    expect(input?.matches(':disabled')).toBe(true);
    openHydrationGate(root);
    expect(input?.matches(':disabled')).toBe(false);
  });
});

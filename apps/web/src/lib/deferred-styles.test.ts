import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyDeferredFonts,
  DEFERRED_FONTS_ATTRIBUTE,
  DEFERRED_STYLE_ATTRIBUTE,
  loadDeferredStyles,
  loadDeferredStylesOnFirstInteraction,
  resetDeferredStyles,
} from './deferred-styles';

const HREF = '/assets/style-test.css';

/** The markup scripts/prerender.mjs leaves for the whole stylesheet. */
function addDeferredTemplate() {
  const template = document.createElement('template');
  template.setAttribute(DEFERRED_STYLE_ATTRIBUTE, '');
  template.innerHTML = `<link rel="stylesheet" crossorigin href="${HREF}">`;
  document.body.append(template);
}

const placedLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>(`link[href="${HREF}"]`)];

describe('deferred styles', () => {
  beforeEach(() => {
    resetDeferredStyles();
    addDeferredTemplate();
  });
  afterEach(() => {
    for (const link of placedLinks()) link.remove();
    for (const template of document.querySelectorAll('template')) template.remove();
  });

  it('leaves the stylesheet inert until asked for', () => {
    expect(placedLinks()).toHaveLength(0);
    expect(document.querySelector(`template[${DEFERRED_STYLE_ATTRIBUTE}]`)).not.toBeNull();
  });

  it('puts the stylesheet in the head once and settles when it has loaded', async () => {
    let settled = false;
    const first = loadDeferredStyles().then(() => {
      settled = true;
    });
    expect(loadDeferredStyles()).toBe(loadDeferredStyles());
    const links = placedLinks();
    expect(links).toHaveLength(1);
    expect(links[0]?.rel).toBe('stylesheet');
    expect(document.querySelector(`template[${DEFERRED_STYLE_ATTRIBUTE}]`)).toBeNull();
    await Promise.resolve();
    expect(settled).toBe(false);
    links[0]?.dispatchEvent(new Event('load'));
    await first;
    expect(settled).toBe(true);
  });

  it('settles when the stylesheet fails, leaving the inlined rules in force', async () => {
    const loading = loadDeferredStyles();
    placedLinks()[0]?.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('settles at once on a page without deferred styles (the app shell)', async () => {
    for (const template of document.querySelectorAll('template')) template.remove();
    await expect(loadDeferredStyles()).resolves.toBeUndefined();
    expect(placedLinks()).toHaveLength(0);
  });

  it.each([
    // jsdom has no PointerEvent; the listener only needs the event's type.
    ['pointerdown', () => new MouseEvent('pointerdown', { bubbles: true })],
    ['keydown', () => new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })],
    ['focusin', () => new FocusEvent('focusin', { bubbles: true })],
    ['touchstart', () => new Event('touchstart', { bubbles: true })],
  ])('loads them at the first %s, and only once', (_, event) => {
    loadDeferredStylesOnFirstInteraction();
    document.body.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(placedLinks()).toHaveLength(0);
    document.body.dispatchEvent(event());
    expect(placedLinks()).toHaveLength(1);
    document.body.dispatchEvent(event());
    expect(placedLinks()).toHaveLength(1);
  });
});

describe('deferred fonts', () => {
  it('switches the inactive @font-face rules on', () => {
    const style = document.createElement('style');
    style.media = 'print';
    style.setAttribute(DEFERRED_FONTS_ATTRIBUTE, '');
    style.textContent = "@font-face{font-family:Test;src:url(/assets/test.woff2)format('woff2')}";
    document.head.append(style);
    applyDeferredFonts();
    expect(style.media).toBe('all');
    style.remove();
  });
});

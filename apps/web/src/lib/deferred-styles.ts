/**
 * The app's whole stylesheet on a prerendered page. The build (scripts/prerender.mjs) inlines only
 * the rules the page's markup uses, so its first paint waits for no stylesheet, and leaves the
 * stylesheet's link in a `<template data-deferred-style>`: inert, neither fetched nor applied. It is
 * put in place when something needs more than the first paint's rules: the app rendering the page,
 * an island that draws new markup, or the visitor's first touch, key or click (menus, errors, the
 * drawer). Until then the page pays neither for the download nor for restyling the whole document.
 * Elsewhere (the app shell) there is no template and this resolves at once.
 */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-deferred-style';
/** The page's @font-face rules, in a `<style media="print">` until its script starts. */
export const DEFERRED_FONTS_ATTRIBUTE = 'data-deferred-fonts';

/**
 * Switches on a prerendered page's @font-face rules. The build leaves them inactive so the first
 * paint (in the fallback fonts, `font-display: swap`) does not wait behind their downloads; the
 * page's script switches them on as it starts.
 */
export function applyDeferredFonts(page: Document = document): void {
  for (const style of page.querySelectorAll<HTMLStyleElement>(`style[${DEFERRED_FONTS_ATTRIBUTE}]`)) {
    style.media = 'all';
  }
}

let applied: Promise<void> | null = null;

/** Puts the deferred stylesheets in place (once); settles when they have loaded or failed. */
export function loadDeferredStyles(page: Document = document): Promise<void> {
  if (applied) return applied;
  const templates = [...page.querySelectorAll<HTMLTemplateElement>(`template[${DEFERRED_STYLE_ATTRIBUTE}]`)];
  applied = Promise.all(
    templates.map((template) => {
      const link = template.content.querySelector('link');
      template.remove();
      if (!link) return Promise.resolve();
      const placed = page.importNode(link, true);
      const settled = new Promise<void>((resolve) => {
        // A stylesheet that fails leaves the first paint's rules in force: nothing to wait for.
        placed.addEventListener('load', () => resolve(), { once: true });
        placed.addEventListener('error', () => resolve(), { once: true });
      });
      page.head.append(placed);
      return settled;
    }),
  ).then(() => undefined);
  return applied;
}

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Loads the deferred stylesheets at the visitor's first touch, click, key or focus. */
export function loadDeferredStylesOnFirstInteraction(page: Document = document): void {
  const load = () => {
    for (const type of FIRST_INTERACTION) page.removeEventListener(type, load, true);
    void loadDeferredStyles(page);
  };
  for (const type of FIRST_INTERACTION) page.addEventListener(type, load, { capture: true, passive: true });
}

/** Tests: forgets that the stylesheets were put in place. */
export function resetDeferredStyles(): void {
  applied = null;
}

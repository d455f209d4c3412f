import { afterNextFrame } from './next-frame';

/**
 * While a prerendered page starts (scripts/prerender.mjs puts this attribute on `<html>`), its
 * sections below the first screen (class `below-fold`, src/app/global.css) are laid out and painted
 * only as they near the viewport. So the first layout, and the relayout as each web font arrives,
 * covers the first screen's text alone (docs/decisions/022).
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
/** On a `below-fold` section that is laid out like any other, before the start-up ends. */
export const DRAWN_ATTRIBUTE = 'data-drawn';
const BELOW_FOLD = '.below-fold';

/**
 * Ends the start-up at once: the page is an ordinary page from now on, whole for anything that
 * looks at it without scrolling (printing, a full-page screenshot). For the app, before it renders.
 */
export function drawWholePage(page: Document = document): void {
  page.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
}

/**
 * Ends the start-up section by section, a frame apart, top to bottom: each frame lays out one
 * section's text in the fonts it keeps, a short task where the whole page at once would be a long
 * one. Settles when the whole page is drawn.
 */
export async function drawWholePageInSteps(page: Document = document): Promise<void> {
  if (!page.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return;
  const view = page.defaultView ?? window;
  for (const section of page.querySelectorAll(BELOW_FOLD)) {
    section.setAttribute(DRAWN_ATTRIBUTE, '');
    await afterNextFrame(view);
  }
  drawWholePage(page);
}

import { afterNextFrame } from './next-frame';

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

/** The code points of a `unicode-range` descriptor, as inclusive [first, last] pairs. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^u\+/i, ''))
    .filter(Boolean)
    .map((part): [number, number] => {
      if (part.includes('?')) {
        return [
          Number.parseInt(part.replaceAll('?', '0'), 16),
          Number.parseInt(part.replaceAll('?', 'F'), 16),
        ];
      }
      const [first = '', last = first] = part.split('-');
      return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
    })
    .filter(([first, last]) => Number.isFinite(first) && Number.isFinite(last));
}

/** A pattern that finds any character of the ranges (one native scan, stopping at the first). */
function rangesPattern(ranges: [number, number][]): RegExp {
  const code = (point: number) => `\\u{${point.toString(16)}}`;
  const parts = ranges.map(([first, last]) =>
    first === last ? code(first) : `${code(first)}-${code(last)}`,
  );
  return new RegExp(`[${parts.join('')}]`, 'u');
}

const isFontFaceRule = (rule: CSSRule): rule is CSSFontFaceRule =>
  rule.cssText.trimStart().startsWith('@font-face');

const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2');

/**
 * Brings in a prerendered page's web fonts. The build leaves their @font-face rules inactive so the
 * first paint (in the metric-matched stand-ins of src/app/font-fallbacks.css) waits for none of
 * them. The faces whose unicode-range the page's text uses are downloaded first; then each family
 * (the headings' serif, the body's sans) is added to the document with its other faces, once its
 * files are there, a frame after the family before. So the page is laid out again once per family,
 * when its fonts are there (switching the rules on before they load would lay the page out once
 * more, for nothing), and each relayout reshapes only that family's text: two shorter tasks instead
 * of one that blocks input for the sum (docs/decisions/021). Without the CSS Font Loading API, or
 * should a download fail, the rules are simply switched on. Settles once the fonts are in.
 */
export function applyDeferredFonts(page: Document = document): Promise<void> {
  const styles = [...page.querySelectorAll<HTMLStyleElement>(`style[${DEFERRED_FONTS_ATTRIBUTE}]`)];
  const switchOn = () => {
    for (const style of styles) style.media = 'all';
  };
  const view = page.defaultView;
  if (styles.length === 0) return Promise.resolve();
  if (!view || typeof view.FontFace !== 'function' || !page.fonts) {
    switchOn();
    return Promise.resolve();
  }
  const text = page.body?.textContent ?? '';
  const families = new Map<string, { needed: FontFace[]; others: FontFace[] }>();
  for (const style of styles) {
    for (const rule of style.sheet?.cssRules ?? []) {
      if (!isFontFaceRule(rule)) continue;
      const descriptor = (name: string) => rule.style.getPropertyValue(name).trim();
      const range = descriptor('unicode-range');
      const family = unquote(descriptor('font-family'));
      const face = new view.FontFace(family, descriptor('src'), {
        weight: descriptor('font-weight') || 'normal',
        style: descriptor('font-style') || 'normal',
        display: (descriptor('font-display') || 'swap') as FontDisplay,
        ...(range ? { unicodeRange: range } : {}),
      });
      const faces = families.get(family) ?? { needed: [], others: [] };
      families.set(family, faces);
      (range && !rangesPattern(parseUnicodeRange(range)).test(text) ? faces.others : faces.needed).push(face);
    }
  }
  let turn: Promise<void> | null = null;
  /** Adds a family's faces once the family added before it has been laid out. */
  const addInTurn = (faces: FontFace[]) => {
    const add = () => {
      for (const face of faces) page.fonts.add(face);
    };
    turn = turn ? turn.then(() => afterNextFrame(view)).then(add) : Promise.resolve(add());
    return turn;
  };
  return Promise.all(
    [...families.values()].map(({ needed, others }) =>
      Promise.all(needed.map((face) => face.load())).then(() => addInTurn([...needed, ...others])),
    ),
  ).then(() => undefined, switchOn);
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

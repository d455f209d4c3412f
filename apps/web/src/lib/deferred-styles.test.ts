import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyDeferredFonts,
  DEFERRED_FONTS_ATTRIBUTE,
  DEFERRED_STYLE_ATTRIBUTE,
  loadDeferredStyles,
  loadDeferredStylesOnFirstInteraction,
  parseUnicodeRange,
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

describe('parseUnicodeRange', () => {
  it('reads single code points, ranges and wildcards', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+0131,u+02??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x200, 0x2ff],
    ]);
    expect(parseUnicodeRange('')).toEqual([]);
  });
});

describe('deferred fonts', () => {
  const LATIN =
    "@font-face{font-family:'Inter Variable';src:url(/assets/latin.woff2) format('woff2');font-weight:100 900;font-display:swap;unicode-range:U+0000-00FF}";
  const SERIF =
    "@font-face{font-family:'Fraunces Variable';src:url(/assets/serif.woff2) format('woff2');font-weight:100 900;font-display:swap;unicode-range:U+0000-00FF}";
  const CYRILLIC =
    "@font-face{font-family:'Inter Variable';src:url(/assets/cyrillic.woff2) format('woff2');font-weight:100 900;font-display:swap;unicode-range:U+0400-045F}";

  function addDeferredFonts(css: string) {
    const style = document.createElement('style');
    style.media = 'print';
    style.setAttribute(DEFERRED_FONTS_ATTRIBUTE, '');
    style.textContent = css;
    document.head.append(style);
    return style;
  }

  /** A stand-in for the CSS Font Loading API, which jsdom lacks: records faces and what they load. */
  function fakeFontLoading(loadResult: 'loaded' | 'error') {
    const added: FakeFontFace[] = [];
    class FakeFontFace {
      loaded = false;
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: FontFaceDescriptors,
      ) {}
      load() {
        if (loadResult === 'error') return Promise.reject(new Error('network'));
        this.loaded = true;
        return Promise.resolve(this);
      }
    }
    vi.stubGlobal('FontFace', FakeFontFace);
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: FakeFontFace) => added.push(face) },
    });
    return added;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'fonts');
    Reflect.deleteProperty(document, 'visibilityState');
    for (const style of document.head.querySelectorAll('style')) style.remove();
    document.body.textContent = '';
  });

  it("downloads the faces the page's text uses, then adds the family's every face at once, leaving the rules inert", async () => {
    const added = fakeFontLoading('loaded');
    const style = addDeferredFonts(LATIN + CYRILLIC);
    document.body.textContent = 'Build a portfolio';
    const applying = applyDeferredFonts();
    expect(added).toHaveLength(0);
    await applying;
    expect(
      added.map((face) => [face.family, face.source, face.loaded, face.descriptors.unicodeRange]),
    ).toEqual([
      ['Inter Variable', "url(/assets/latin.woff2) format('woff2')", true, 'U+0000-00FF'],
      ['Inter Variable', "url(/assets/cyrillic.woff2) format('woff2')", false, 'U+0400-045F'],
    ]);
    expect(added[0]?.descriptors).toMatchObject({ weight: '100 900', display: 'swap' });
    expect(style.media).toBe('print');
  });

  it('adds one family at a time, the next once a frame has laid out the one before', async () => {
    const added = fakeFontLoading('loaded');
    addDeferredFonts(LATIN + SERIF + CYRILLIC);
    document.body.textContent = 'Build a portfolio';
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));

    const applying = applyDeferredFonts();
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    expect(added.map((face) => [face.family, face.source])).toEqual([
      ['Inter Variable', "url(/assets/latin.woff2) format('woff2')"],
      ['Inter Variable', "url(/assets/cyrillic.woff2) format('woff2')"],
    ]);
    frames[0]?.(0);
    await applying;
    expect(added.map((face) => face.family)).toEqual([
      'Inter Variable',
      'Inter Variable',
      'Fraunces Variable',
    ]);
  });

  it('downloads a subset as soon as one character of the page needs it', async () => {
    const added = fakeFontLoading('loaded');
    addDeferredFonts(LATIN + CYRILLIC);
    document.body.textContent = 'Salon Жанна';
    await applyDeferredFonts();
    expect(added.map((face) => face.loaded)).toEqual([true, true]);
  });

  it('switches the rules on when a download fails', async () => {
    const added = fakeFontLoading('error');
    const style = addDeferredFonts(LATIN);
    document.body.textContent = 'Build a portfolio';
    await applyDeferredFonts();
    expect(added).toHaveLength(0);
    expect(style.media).toBe('all');
  });

  it('switches the rules on where the CSS Font Loading API is missing', async () => {
    const style = addDeferredFonts(LATIN);
    await applyDeferredFonts();
    expect(style.media).toBe('all');
  });
});

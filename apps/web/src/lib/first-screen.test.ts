import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAWN_ATTRIBUTE, drawWholePage, drawWholePageInSteps, FIRST_SCREEN_ATTRIBUTE } from './first-screen';

function startingPage() {
  document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
  document.body.innerHTML = `
    <section id="hero"></section>
    <section id="steps" class="below-fold"></section>
    <div><section id="faq" class="below-fold"></section></div>`;
}

const drawn = () => [...document.querySelectorAll(`[${DRAWN_ATTRIBUTE}]`)].map((section) => section.id);

describe('first screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    document.body.innerHTML = '';
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  });

  it('ends the start-up at once for the app', () => {
    startingPage();
    drawWholePage();
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });

  it('draws the sections below the first screen one frame apart, top to bottom, then ends', async () => {
    startingPage();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));

    const drawing = drawWholePageInSteps();
    expect(drawn()).toEqual(['steps']);
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    frames[0]?.(0);
    await vi.waitFor(() => expect(drawn()).toEqual(['steps', 'faq']));
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(true);
    await vi.waitFor(() => expect(frames).toHaveLength(2));
    frames[1]?.(0);
    await drawing;
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });

  it('does nothing on a page that has already started', async () => {
    document.body.innerHTML = '<section class="below-fold"></section>';
    await drawWholePageInSteps();
    expect(drawn()).toEqual([]);
  });
});

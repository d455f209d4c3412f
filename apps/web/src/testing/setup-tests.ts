import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { endSession, reloadSessionFromStorage } from '@/lib/session';
import { fakeMediaQueryList } from './match-media';

// Lazy route chunks load slowly while CI runs the API suites beside these tests on two cores;
// waiting up to 5 s (instead of 1 s) for something to appear keeps the tests about behaviour.
configure({ asyncUtilTimeout: 5000 });

// Most test files share their worker's jsdom window (apps/web/vitest.config.ts): each starts, as
// after a page load, with an empty document at the site's root, whatever the file before it left.
// (The elements stay: Testing Library's `screen` holds on to document.body.)
for (const element of [document.documentElement, document.head, document.body]) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}
document.head.replaceChildren();
document.body.replaceChildren();
window.history.replaceState(null, '', '/');
window.sessionStorage.clear();
// The notifications store is module state too: a toast from the file before must not show here.
notifications.clean();

// jsdom lacks the browser APIs Mantine relies on for menus, drawers and media queries. A desktop
// screen: no query matches, except the empty one, which matches everything in a browser
// (mantine-datatable shows each column while `useMediaQuery('')` is true).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => fakeMediaQueryList(query, query.trim() === ''),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => {};
// mantine-datatable scrolls its viewport back to the top when a new page of rows arrives.
Element.prototype.scrollTo = () => {};
window.scrollTo = () => {};

// A test that makes React or the app log an error fails, even when its assertions passed.
let consoleErrors: string[] = [];
/**
 * jsdom lays nothing out: a Mantine dropdown's floating position (floating-ui) can come out NaN when
 * its update lands while a test runs (on a loaded machine), and React warns about the style. Where
 * things are placed is checked in the browser journeys, not here.
 */
const NO_LAYOUT_WARNING = /^`NaN` is an invalid value for the `(?:top|left)` css style property/;

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = format(...args);
    if (!NO_LAYOUT_WARNING.test(message)) consoleErrors.push(message);
  });
  window.localStorage.clear();
  endSession('signedOut');
  reloadSessionFromStorage();
});

afterEach(() => {
  cleanup();
  // A toast with a fixed id (one per kind of message) still in the store would stop the next
  // test's toast with that id from showing.
  notifications.clean();
  vi.unstubAllGlobals();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.join('\n---\n')}`);
  }
});

/**
 * localStorage access that never throws: private browsing modes and disabled storage make
 * `localStorage` unusable, and the app must still work (signed out) when that happens.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is unavailable; the value lives only as long as the page.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage is unavailable; nothing was stored.
  }
}

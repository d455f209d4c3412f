/**
 * After an action that leaves for another page (signing in), moves keyboard focus to the new page's
 * main heading, else to <main>, so keyboard and screen-reader users start where the page does
 * instead of at the top of the document (issue 26). The page may still be loading: this waits for a
 * heading that was not there before, up to `timeoutMs`, and never takes focus from something the
 * person has focused meanwhile. Call it before navigating; it answers a cancel function.
 */
export function focusNextPageHeading(timeoutMs = 4000): () => void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return () => undefined;
  const before = new Set<Element>(document.querySelectorAll('h1'));
  const idle = () => {
    const active = document.activeElement;
    return active === null || active === document.body || !active.isConnected;
  };
  const newHeading = () => {
    const main = document.querySelector('main');
    const inMain = main ? [...main.querySelectorAll<HTMLElement>('h1')] : [];
    const anywhere = [...document.querySelectorAll<HTMLElement>('h1')];
    return [...inMain, ...anywhere].find((heading) => !before.has(heading));
  };
  const focus = (element: HTMLElement) => {
    // A heading is not focusable by itself; -1 lets a script focus it without adding it to the Tab order.
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  };

  let done = false;
  const finish = () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
  const attempt = () => {
    if (done) return;
    const heading = newHeading();
    if (!heading) return;
    if (idle()) focus(heading);
    finish();
  };
  const observer = new MutationObserver(attempt);
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => {
    if (done) return;
    const main = document.querySelector<HTMLElement>('main');
    if (main && idle()) focus(main);
    finish();
  }, timeoutMs);
  return finish;
}

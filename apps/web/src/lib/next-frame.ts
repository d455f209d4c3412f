/** Settles after the next frame has been rendered (at once in a hidden page, which renders none). */
export function afterNextFrame(view: Window = window): Promise<void> {
  if (view.document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => view.requestAnimationFrame(() => view.setTimeout(resolve, 0)));
}

/** The browser leaves for Instagram's authorization window: a full navigation, never a client-side route. */
export function leaveForInstagram(url: string): void {
  window.location.assign(url);
}

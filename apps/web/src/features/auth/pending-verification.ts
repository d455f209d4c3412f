/**
 * The address last used to sign in or sign up, kept for this tab so the verify state of
 * /get-started can say where the email went (code 10006 redirects there without it).
 */
const KEY = 'pendingVerificationEmail';

export function rememberPendingEmail(email: string): void {
  try {
    window.sessionStorage.setItem(KEY, email);
  } catch {
    // Storage unavailable: the verify state asks for the address instead.
  }
}

export function readPendingEmail(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

const DESTINATION_KEY = 'signupDestination';

/**
 * /get-started?destination= survives the round trip through the verification email. Kept for the
 * browser, not the tab: the emailed link usually opens in a new tab. Each sign-up replaces it and
 * verification clears it; it is only ever followed when it stays on this site (landingPathAfterSignIn).
 */
export function rememberSignupDestination(path: string | null): void {
  try {
    if (path) window.localStorage.setItem(DESTINATION_KEY, path);
    else window.localStorage.removeItem(DESTINATION_KEY);
  } catch {
    // Storage unavailable: after verification the user lands on their default page.
  }
}

export function readSignupDestination(): string | null {
  try {
    return window.localStorage.getItem(DESTINATION_KEY);
  } catch {
    return null;
  }
}

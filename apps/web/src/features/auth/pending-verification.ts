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

/** /get-started?destination= survives the round trip through the verification email (same tab). */
export function rememberSignupDestination(path: string | null): void {
  try {
    if (path) window.sessionStorage.setItem(DESTINATION_KEY, path);
    else window.sessionStorage.removeItem(DESTINATION_KEY);
  } catch {
    // Storage unavailable: after verification the user lands on their default page.
  }
}

export function readSignupDestination(): string | null {
  try {
    return window.sessionStorage.getItem(DESTINATION_KEY);
  } catch {
    return null;
  }
}

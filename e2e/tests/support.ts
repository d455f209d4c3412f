import AxeBuilder from '@axe-core/playwright';
import {
  type OutboxMessage,
  type RegisterInput,
  type Session,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '@canvas/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo_pass1';
/** The password of every account a journey makes for itself. */
export const PASSWORD = 'Journey_pass1';

export const demoAccounts = {
  student: { email: 'student@demo.test', name: 'Maya', landing: '/my-canvases' },
  pro: { email: 'pro@demo.test', name: 'Sofia', landing: '/my-canvases' },
  business: { email: 'business@demo.test', name: 'Jordan', landing: '/home' },
  school: { email: 'school@demo.test', name: 'Patricia', landing: '/home' },
  admin: { email: 'admin@demo.test', name: 'Alex', landing: '/admin-user' },
} as const;

/** Fills and submits the sign-in form the way a person would. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits until the page is live. A prerendered page's islands arrive with their controls in a
 * disabled fieldset (docs/decisions/014); Playwright's fill and click wait for that by themselves,
 * but focus, blur and keyboard presses do not.
 */
export async function waitForHydration(page: Page) {
  // A prerendered page's islands (apps/web/src/islands/): those near the viewport are live once
  // <html data-islands="live">; the others wake as they are scrolled to (Playwright waits for a
  // control to be enabled before using it). Every other page renders in full.
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-island-pending]') || document.documentElement.dataset.islands === 'live',
  );
}

/** Fails the test on any accessibility violation axe-core finds on the current (live) page. */
export async function expectNoAxeViolations(page: Page) {
  await waitForHydration(page);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => {
    const where = violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary ?? ''})`)
      .join('; ');
    return `${violation.id}: ${violation.help} — ${where}`;
  });
  expect(summary).toEqual([]);
}

/** An email no other journey (or earlier run on the same data) uses. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** What the embedded outbox holds for one recipient, newest first (GET /api/dev/outbox). */
export async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { list: OutboxMessage[] }).list;
}

/** The newest message of a template sent to `to`, waiting for it to arrive. */
export async function waitForMessage(
  request: APIRequestContext,
  to: string,
  template: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    found = (await outboxFor(request, to)).find((message) => message.template === template);
    expect(found, `a ${template} message to ${to}`).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found as OutboxMessage;
}

/** The link in a message, as a path on this site (the outbox keeps PUBLIC_URL links). */
export function linkPath(message: OutboxMessage): string {
  const match = /https?:\/\/\S+/.exec(
    message.text.split('\n').find((line) => line.includes('token=') || line.includes('code=')) ?? '',
  );
  if (!match) throw new Error(`no link in ${message.template}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export interface Account {
  email: string;
  password: string;
  /** The session the verification link signed in (a second device, as far as the page knows). */
  session: Session;
  /** Bearer header of that session, for API calls made beside the page. */
  headers: { authorization: string };
}

/**
 * A verified account of the journey's own, made through the API: register, then the emailed
 * link's token. Journeys that change data use one, never a demo account.
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  {
    firstName = 'Jo',
    lastName = 'Rivera',
    kind = 'student',
    organization,
    prefix = firstName.toLowerCase(),
  }: Partial<Pick<RegisterInput, 'firstName' | 'lastName' | 'kind' | 'organization'>> & {
    prefix?: string;
  } = {},
): Promise<Account> {
  const email = uniqueEmail(prefix);
  const registered = await request.post('/api/auth/register', {
    data: { firstName, lastName, email, password: PASSWORD, kind, organization } satisfies RegisterInput,
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const link = linkPath(await waitForMessage(request, email, 'verify-email'));
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const session = (await verified.json()) as Session;
  return { email, password: PASSWORD, session, headers: bearer(session) };
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });

/** A new session through POST /api/auth/login (what the sign-in form does). */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const response = await request.post('/api/auth/login', {
    data: { platformType: 'internal', email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Session;
}

/**
 * Starts the page signed in with `session`, stored where the app keeps it after a sign-in (token
 * and user in local storage), so a journey about something else needs no trip through the sign-in
 * form (journeys in shell.spec.ts and accounts.spec.ts test that form).
 * Call it before the page's first navigation; later sign-outs and re-logins behave as usual.
 */
export async function startSignedIn(page: Page, session: Session) {
  await page.addInitScript(
    ({ keys, token, user }) => {
      // Once per tab: a reload after signing out must not bring the session back.
      if (window.sessionStorage.getItem('e2e-session-started')) return;
      window.sessionStorage.setItem('e2e-session-started', '1');
      window.localStorage.setItem(keys.token, token);
      window.localStorage.setItem(keys.user, JSON.stringify(user));
    },
    {
      keys: { token: TOKEN_STORAGE_KEY, user: USER_STORAGE_KEY },
      token: session.access_token,
      user: session.user,
    },
  );
}

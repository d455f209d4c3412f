import { messages, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeAdmin, makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  if (email) await user.type(within(form).getByLabelText('Email'), email);
  if (password) await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Sign in' }));
}

/** The page also asks which social buttons to show; only sign-in calls matter here. */
const loginCalls = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/login'));

const homeMocks = { 'GET /api/user/count': { body: { count: 1 } } };

describe('sign-in form validation (spec 1 §5)', () => {
  it('rejects an invalid email with the spec message and sends nothing', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderApp('/sign-in');
    await fillAndSubmit(user, 'not-an-email', 'Demo_pass1');
    expect(await screen.findByText(messages.signInEmailInvalid)).toBeInTheDocument();
    expect(loginCalls(fetchMock)).toHaveLength(0);
  });

  it('rejects an email with a single domain segment', async () => {
    mockApi({});
    const { user } = renderApp('/sign-in');
    await fillAndSubmit(user, 'pro@localhost', 'Demo_pass1');
    expect(await screen.findByText(messages.signInEmailInvalid)).toBeInTheDocument();
  });

  it('asks for the password when it is empty', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderApp('/sign-in');
    await fillAndSubmit(user, 'student@demo.test', '');
    expect(await screen.findByText(messages.signInPasswordRequired)).toBeInTheDocument();
    expect(loginCalls(fetchMock)).toHaveLength(0);
  });
});

describe('signing in (spec 1 §4)', () => {
  it('shows the server refusal in the form, not as the session-expired modal', async () => {
    mockApi({
      'POST /api/auth/login': { status: 401, body: { code: 10001, message: messages.wrongCredentials } },
    });
    const { user, router } = renderApp('/sign-in');
    await fillAndSubmit(user, 'student@demo.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.wrongCredentials);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentUrl(router)).toBe('/sign-in');
  });

  it('shows a rate-limit answer in the form', async () => {
    mockApi({
      'POST /api/auth/login': { status: 429, body: { code: 429, message: messages.tooManyAttempts } },
    });
    const { user } = renderApp('/sign-in');
    await fillAndSubmit(user, 'student@demo.test', 'Demo_pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyAttempts);
  });

  it('sends the internal login payload and stores the session in local storage, never in a cookie', async () => {
    const session = makeSession(makeUser(), 'fresh-token');
    const { requests } = mockApi({
      'POST /api/auth/login': { body: session },
      'GET /api/user/info': { body: session.user },
    });
    const { user } = renderApp('/sign-in');
    await fillAndSubmit(user, 'Student@Demo.test ', 'Demo_pass1');
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token'));
    expect(requests.find((request) => request.url.endsWith('/auth/login'))?.body).toEqual({
      platformType: 'internal',
      email: 'Student@Demo.test',
      password: 'Demo_pass1',
    });
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({ id: 1 });
    // A script-readable cookie would be one more copy of the token (issue 19).
    expect(document.cookie).not.toContain('fresh-token');
  });

  it.each([
    ['a student', makeUser(), '/my-canvases'],
    ['a beauty pro', makeUser({ profile: { target: 'personalCanvas' } }), '/my-canvases'],
    ['a business', makeUser({ profile: { target: 'businessCanvas' } }), '/home'],
    ['a school', makeUser({ profile: { target: 'schoolDashboard' } }), '/home'],
    ['an admin', makeAdmin(), '/admin-user'],
  ])('sends %s to their landing page', async (_label, account, landing) => {
    mockApi({
      'POST /api/auth/login': { body: makeSession(account) },
      'GET /api/user/info': { body: account },
    });
    const { user, router } = renderApp('/sign-in');
    await fillAndSubmit(user, account.email, 'Demo_pass1');
    await waitFor(() => expect(currentUrl(router)).toBe(landing));
  });

  it('returns to the page given in from', async () => {
    const account = makeUser({ profile: { target: 'businessCanvas' } });
    mockApi({
      'POST /api/auth/login': { body: makeSession(account) },
      'GET /api/user/info': { body: account },
    });
    const { user, router } = renderApp('/sign-in?from=%2Fmy-canvases%3Ftab%3D2');
    await fillAndSubmit(user, account.email, 'Demo_pass1');
    await waitFor(() => expect(currentUrl(router)).toBe('/my-canvases?tab=2'));
  });

  it('ignores a from that leaves the site', async () => {
    const account = makeUser();
    mockApi({
      'POST /api/auth/login': { body: makeSession(account) },
      'GET /api/user/info': { body: account },
    });
    const { user, router } = renderApp('/sign-in?from=%2F%2Fevil.example%2Fx');
    await fillAndSubmit(user, account.email, 'Demo_pass1');
    await waitFor(() => expect(currentUrl(router)).toBe('/my-canvases'));
  });

  it('sends a signed-in user straight on to their landing page', async () => {
    startSession(makeSession(makeAdmin()));
    mockApi({ ...homeMocks, 'GET /api/user/info': { body: makeAdmin() } });
    const { router } = renderApp('/sign-in');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin-user'));
  });
});

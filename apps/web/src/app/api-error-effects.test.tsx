import { ErrorCode, messages, TOKEN_STORAGE_KEY } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { getSessionState, startSession } from '@/lib/session';
import { mockXhr } from '@/testing/fake-xhr';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

describe('401: session expired (spec 1 §4, §8)', () => {
  it('clears the session and opens the re-login modal on the current page', async () => {
    const user = makeUser();
    startSession(makeSession(user, 'revoked-token'));
    mockApi({
      'GET /api/user/info': { status: 401, body: { code: 401, message: messages.sessionExpired } },
    });
    const { router } = renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue(user.email);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getSessionState().status).toBe('expired');
    expect(currentUrl(router)).toBe('/home');
  });

  it('hides the modal after signing in again and stays on the page', async () => {
    const user = makeUser();
    startSession(makeSession(user, 'revoked-token'));
    let infoCalls = 0;
    mockApi({
      'GET /api/user/info': () =>
        ++infoCalls === 1
          ? { status: 401, body: { code: 401, message: messages.sessionExpired } }
          : { body: user },
      'POST /api/auth/login': { body: makeSession(user, 'new-token') },
    });
    const { router, user: actor } = renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await actor.type(within(dialog).getByLabelText('Password'), 'Demo_pass1');
    await actor.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Good to see you, Ava.' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/home');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
  });

  it('sends the user to sign in when they dismiss the modal on a sign-in-only page', async () => {
    startSession(makeSession(makeUser(), 'revoked-token'));
    mockApi({ 'GET /api/user/info': { status: 401, body: { code: 401, message: messages.sessionExpired } } });
    const { router, user: actor } = renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await actor.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/sign-in?from=${encodeURIComponent('/home')}`));
  });
});

describe('401 on calls that show their own errors (spec 2 §8: a 401 anywhere)', () => {
  it('an avatar upload refused with 401 opens the re-login modal like any call', async () => {
    const user = makeUser();
    startSession(makeSession(user, 'revoked-token'));
    mockApi({ 'GET /api/user/info': { body: user } });
    const xhr = mockXhr();
    const { user: actor, container, router } = renderApp('/settings');
    await screen.findByRole('button', { name: 'Upload photo' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await actor.upload(input, new File([new Uint8Array(8)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    xhr.last().respond(401, { code: 401, message: messages.sessionExpired });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue(user.email);
    expect(getSessionState().status).toBe('expired');
    expect(currentUrl(router)).toBe('/settings');
  });

  it('a call given its own token does not end the session when that token is refused', async () => {
    const user = makeUser();
    startSession(makeSession(user));
    mockApi({
      'GET /api/user/info': { body: user },
      'POST /api/auth/logout': { status: 401, body: { code: 401, message: messages.sessionExpired } },
    });
    renderApp('/settings');
    await screen.findByRole('button', { name: 'Upload photo' });
    await api
      .post('/auth/logout', undefined, { token: 'other-token', errorDisplay: 'inline' })
      .catch(() => null);
    expect(getSessionState().status).toBe('signedIn');
    expect(screen.queryByRole('dialog', { name: 'Sign in again' })).toBeNull();
  });
});

describe('other API failures (spec 1 §8)', () => {
  it("show the server's message as an error toast", async () => {
    startSession(makeSession(makeUser()));
    mockApi({ 'GET /api/user/info': { status: 500, body: { code: 500, message: messages.internal } } });
    renderApp('/home');
    expect(
      await screen.findByText(messages.internal, { selector: '.mantine-Notification-description' }),
    ).toBeVisible();
  });

  it('code 10006 goes to /get-started in its verify state, without a toast', async () => {
    startSession(makeSession(makeUser({ emailVerified: false })));
    mockApi({
      'GET /api/user/info': {
        status: 403,
        body: { code: ErrorCode.emailNotVerified, message: messages.emailNotVerified },
      },
    });
    const { router } = renderApp('/home');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(`${state.location.pathname}${state.location.search}`));
    await waitFor(() => expect(visited).toContain('/get-started?state=verify'));
    expect(
      screen.queryByText(messages.emailNotVerified, { selector: '.mantine-Notification-description' }),
    ).toBeNull();
  });
});

import { TOKEN_STORAGE_KEY } from '@canvas/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

/**
 * Issue #26: a visitor sent to sign in with a reason ('Sign in to save Maya Lopez') who chooses
 * 'Sign up now' instead still comes back where they were headed, after the emailed link.
 */
const FROM = '/canvas/maya-lopez?intent=bookmark';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz';

describe("'Sign up now' keeps where the visitor was headed", () => {
  it('carries a same-site from to /get-started', async () => {
    mockApi({});
    renderApp(`/sign-in?from=${encodeURIComponent(FROM)}`);
    expect(await screen.findByRole('link', { name: 'Sign up now' })).toHaveAttribute(
      'href',
      `/get-started?destination=${encodeURIComponent(FROM)}`,
    );
  });

  it('drops a from that leaves the site', async () => {
    mockApi({});
    renderApp(`/sign-in?from=${encodeURIComponent('https://evil.example/canvas/x')}`);
    expect(await screen.findByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/get-started');
  });

  it('signs up, then the emailed link (opened in a new tab) signs in and returns to the canvas', async () => {
    mockApi({ 'POST /api/auth/register': { body: { email: 'nia@example.com' } } });
    const { user, router } = renderApp(`/sign-in?from=${encodeURIComponent(FROM)}`);
    await user.click(await screen.findByRole('link', { name: 'Sign up now' }));
    const form = await screen.findByRole('form', { name: 'Create your account' });
    // 'Sign in' from the sign-up form goes back with the same from.
    expect(within(form).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?from=${encodeURIComponent(FROM)}`,
    );
    await user.type(within(form).getByLabelText('First name'), 'Nia');
    await user.type(within(form).getByLabelText('Last name'), 'Brooks');
    await user.type(within(form).getByLabelText('Email'), 'nia@example.com');
    await user.type(within(form).getByLabelText('Password'), 'Strong_pass1');
    await user.click(within(form).getByRole('radio', { name: /Beauty pro/ }));
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/get-started?state=verify&email=nia%40example.com');

    // The link from the email, in a new tab: nothing of the first tab's session storage.
    cleanup();
    window.sessionStorage.clear();
    const account = makeUser();
    mockApi({
      'POST /api/auth/verify-email': { body: makeSession(account, 'verified-token') },
      'GET /api/user/info': { body: account },
    });
    const second = renderApp(`/get-started?state=verify&token=${TOKEN}`);
    await waitFor(() => expect(currentUrl(second.router)).toBe(`${FROM}&page=/sign-in`));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('verified-token');
  });

  it('forgets the destination once used, and never follows one that leaves the site', async () => {
    const account = makeUser();
    window.localStorage.setItem('signupDestination', 'https://evil.example/');
    mockApi({
      'POST /api/auth/verify-email': { body: makeSession(account, 'verified-token') },
      'GET /api/user/info': { body: account },
    });
    const first = renderApp(`/get-started?state=verify&token=${TOKEN}`);
    await waitFor(() => expect(currentUrl(first.router)).toBe('/my-canvases'));
    expect(window.localStorage.getItem('signupDestination')).toBeNull();
  });
});

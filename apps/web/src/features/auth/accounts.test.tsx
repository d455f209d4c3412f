import { ErrorCode, messages, TOKEN_STORAGE_KEY } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

const STRONG = 'Strong_pass1';

// The verify state reads the last address from this tab's session storage.
beforeEach(() => window.sessionStorage.clear());

describe('sign-up at /get-started (spec 1 §2.1)', () => {
  async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
    const form = await screen.findByRole('form', { name: 'Create your account' });
    for (const [label, value] of Object.entries(values)) {
      if (value) await user.type(within(form).getByLabelText(label), value);
    }
    return form;
  }

  it("shows the spec's password message and asks who you are, sending nothing", async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderApp('/get-started');
    const form = await fill(user, {
      'First name': 'Nia',
      'Last name': 'Brooks',
      Email: 'nia@example.com',
      Password: 'weak',
    });
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(messages.passwordRule)).toBeInTheDocument();
    expect(screen.getByText(messages.userKindRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/register'))).toHaveLength(0);
  });

  it('prefills the URL-encoded email, sends source and rep, then shows where the email went', async () => {
    const { requests } = mockApi({ 'POST /api/auth/register': { body: { email: 'nia@example.com' } } });
    const { user, router } = renderApp('/get-started?source=paulmitchell&rep=r7&prefilled=nia%40example.com');
    const form = await fill(user, { 'First name': 'Nia', 'Last name': 'Brooks', Password: STRONG });
    expect(within(form).getByLabelText('Email')).toHaveValue('nia@example.com');
    await user.click(within(form).getByRole('radio', { name: /Beauty pro/ }));
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('nia@example.com')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/get-started?state=verify&email=nia%40example.com');
    expect(requests.find((request) => request.url.endsWith('/auth/register'))?.body).toEqual({
      firstName: 'Nia',
      lastName: 'Brooks',
      email: 'nia@example.com',
      password: STRONG,
      kind: 'beautyPro',
      source: 'paulmitchell',
      rep: 'r7',
    });
    // The first email just went out: resend waits its minute.
    expect(await screen.findByRole('button', { name: /Resend email in \d+s/ })).toBeDisabled();
  });

  it('signs a salon owner up as an industry professional running a business', async () => {
    const { requests } = mockApi({ 'POST /api/auth/register': { body: { email: 'lee@salon.com' } } });
    const { user } = renderApp('/get-started');
    const form = await fill(user, {
      'First name': 'Lee',
      'Last name': 'Park',
      Email: 'lee@salon.com',
      Password: STRONG,
    });
    await user.click(within(form).getByRole('radio', { name: /Salon or business owner/ }));
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/auth/register'))?.body).toMatchObject({
      kind: 'industryProfessional',
      organization: 'businessCanvas',
    });
  });

  it('shows a taken address on the email field', async () => {
    mockApi({
      'POST /api/auth/register': {
        status: 409,
        body: { code: ErrorCode.emailTaken, message: messages.emailTaken, field: 'email' },
      },
    });
    const { user } = renderApp('/get-started');
    const form = await fill(user, {
      'First name': 'A',
      'Last name': 'B',
      Email: 'taken@example.com',
      Password: STRONG,
    });
    await user.click(within(form).getByRole('radio', { name: /Student/ }));
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(messages.emailTaken)).toBeInTheDocument();
  });

  it('confirms the link token in the verify state and signs in', async () => {
    const account = makeUser();
    const { requests } = mockApi({
      'POST /api/auth/verify-email': { body: makeSession(account, 'verified-token') },
      'GET /api/user/info': { body: account },
    });
    const { router } = renderApp('/get-started?state=verify&token=abcdefghijklmnopqrstuvwxyz');
    await waitFor(() => expect(currentUrl(router)).toBe('/my-canvases'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('verified-token');
    expect(requests[0]?.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
  });

  it('offers a resend when the link is invalid', async () => {
    const { requests } = mockApi({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { code: ErrorCode.linkInvalid, message: messages.verifyLinkInvalid, field: 'token' },
      },
      'POST /api/auth/resend-verification': { body: { ok: true } },
    });
    const { user } = renderApp('/get-started?state=verify&token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText(messages.verifyLinkInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nia@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(/We sent a new link/)).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ email: 'nia@example.com' });
  });

  it('goes to the verify state with the address when sign-in answers 10006 (spec 1 §4)', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: { code: ErrorCode.emailNotVerified, message: messages.emailNotVerified },
      },
    });
    const { user, router } = renderApp('/sign-in');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'new@example.com');
    await user.type(within(form).getByLabelText('Password'), STRONG);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/get-started?state=verify'));
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
  });
});

describe('password recovery on /sign-in (spec 1 §2.3)', () => {
  it('step 1 sends the email; step 2 appears only after success', async () => {
    const { requests } = mockApi({ 'POST /api/user/forgot-password': { body: { ok: true } } });
    const { user, router } = renderApp('/sign-in');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'bad-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('forgot-password'))).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/sign-in?step=2');
    expect(requests.find((request) => request.url.includes('forgot-password'))?.body).toEqual({
      email: 'maya@example.com',
    });
  });

  it('step 2 opened directly (no request made) shows step 1', async () => {
    mockApi({});
    renderApp('/sign-in?step=2');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('step 3 shows live match feedback, enables the button only when valid, and signs in', async () => {
    const account = makeUser();
    const { requests } = mockApi({
      'PUT /api/user/reset-password': { body: makeSession(account, 'reset-token') },
      'GET /api/user/info': { body: account },
    });
    const { user, router } = renderApp('/sign-in?step=3&token=abcdefghijklmnopqrstuvwxyz');
    const button = await screen.findByRole('button', { name: 'Save new password' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^New password/), 'weak');
    expect(screen.getByText(messages.passwordRule)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), STRONG);
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Strong_pass');
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^Confirm new password/), '1');
    expect(screen.getByText(messages.passwordsMatch)).toBeInTheDocument();
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(currentUrl(router)).toBe('/my-canvases'));
    expect(requests[0]?.body).toEqual({ forgotPasswordLink: 'abcdefghijklmnopqrstuvwxyz', password: STRONG });
  });

  it('sends the Paul Mitchell school flow to /company-info after sign-in', async () => {
    const account = makeUser();
    mockApi({
      'POST /api/auth/login': { body: makeSession(account) },
      'GET /api/user/info': { body: account },
    });
    const { user, router } = renderApp('/sign-in?school=paul_mitchell');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), account.email);
    await user.type(within(form).getByLabelText('Password'), STRONG);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(visited).toContain('/company-info'));
  });
});

describe('social and partner sign-in', () => {
  it('shows Google and Facebook only when configured', async () => {
    mockApi({ 'GET /api/auth/providers': { body: { google: true, facebook: false } } });
    renderApp('/sign-in?from=%2Fbookmarks');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/api/auth/oauth/google/start?from=%2Fbookmarks');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('exchanges the ticket from the provider round trip and returns to from', async () => {
    const account = makeUser({ platformType: 'google' });
    const { requests } = mockApi({
      'POST /api/auth/login': { body: makeSession(account, 'google-token') },
      'GET /api/user/info': { body: account },
    });
    const { router } = renderApp(
      '/sign-in?ticket=abcdefghijklmnopqrstuvwxyz&platform=google&from=%2Fbookmarks',
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/bookmarks'));
    expect(requests[0]?.body).toEqual({ platformType: 'google', ticket: 'abcdefghijklmnopqrstuvwxyz' });
  });

  it("refuses an unregistered partner redirect with 'Login failed' and no form", async () => {
    mockApi({
      'GET /api/oauth/client': {
        status: 400,
        body: { code: ErrorCode.badRequest, message: messages.oauthLoginFailed, field: 'redirect_uri' },
      },
    });
    renderApp('/sign-in?redirect_uri=https%3A%2F%2Fevil.example%2Fcb&state=s');
    expect(await screen.findByRole('heading', { name: messages.oauthLoginFailed })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('names a registered partner and keeps the query on Sign up now', async () => {
    mockApi({ 'GET /api/oauth/client': { body: { name: 'Salon Suite' } } });
    renderApp('/sign-in?redirect_uri=https%3A%2F%2Fpartner.example%2Fcb&state=s');
    expect(await screen.findByText('Salon Suite')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute(
      'href',
      '/get-started?redirect_uri=https%3A%2F%2Fpartner.example%2Fcb&state=s',
    );
  });
});

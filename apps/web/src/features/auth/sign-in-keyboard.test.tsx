import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

beforeEach(() => window.sessionStorage.clear());

describe('sign-in by keyboard (issue 26)', () => {
  it('the show-password toggle is in the Tab order, named for what it does, and says when it is on', async () => {
    mockApi({});
    const { user } = renderApp('/sign-in');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    const password = within(form).getByLabelText('Password');
    await user.click(password);
    await user.type(password, 'Secret_pass1');
    expect(password).toHaveAttribute('type', 'password');
    await user.tab();
    const toggle = within(form).getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it("after sign-in, focus is on the new page's main heading", async () => {
    const account = makeUser();
    mockApi({
      'POST /api/auth/login': { body: makeSession(account) },
      'GET /api/user/info': { body: account },
    });
    const { user, router } = renderApp('/sign-in?from=%2Fsettings');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), account.email);
    await user.type(within(form).getByLabelText('Password'), 'Strong_pass1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/settings'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Account settings' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: not added to the Tab order.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('after setting a new password (which signs in), focus is on the next page too', async () => {
    const account = makeUser();
    mockApi({
      'PUT /api/user/reset-password': { body: makeSession(account, 'reset-token') },
      'GET /api/user/info': { body: account },
    });
    const { user, router } = renderApp('/sign-in?step=3&token=abcdefghijklmnopqrstuvwxyz&from=%2Fsettings');
    await user.type(await screen.findByLabelText(/^New password/), 'Strong_pass1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Strong_pass1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(currentUrl(router)).not.toMatch(/^\/sign-in/));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Account settings' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

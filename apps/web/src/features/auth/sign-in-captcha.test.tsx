import { ErrorCode, messages, TOKEN_STORAGE_KEY } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

const STRONG = 'Strong_pass1';

// The real widget solves a proof of work in a Web Worker; here a button stands in for it.
vi.mock('@/components/captcha/captcha-field', () => ({
  CaptchaField: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-captcha')}>
      Verify I am human
    </button>
  ),
}));

describe('sign-in after many failed attempts on the account', () => {
  it('shows the proof of work when the server asks for it, and sends the solution with the next try', async () => {
    const account = makeUser();
    let tries = 0;
    const { requests } = mockApi({
      'POST /api/auth/login': () => {
        tries += 1;
        return tries === 1
          ? {
              status: 429,
              body: {
                code: ErrorCode.tooManyRequests,
                message: messages.signInCaptchaRequired,
                field: 'captcha',
              },
            }
          : { body: makeSession(account) };
      },
      'GET /api/user/info': { body: account },
    });
    const { user } = renderApp('/sign-in');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(form).queryByRole('button', { name: 'Verify I am human' })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Email'), account.email);
    await user.type(within(form).getByLabelText('Password'), STRONG);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByText(messages.signInCaptchaRequired)).toBeInTheDocument();
    await user.click(await within(form).findByRole('button', { name: 'Verify I am human' }));
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull());
    const logins = requests.filter((request) => request.url.endsWith('/auth/login'));
    expect(logins[0]?.body).not.toHaveProperty('captcha');
    expect(logins[1]?.body).toMatchObject({
      email: account.email,
      password: STRONG,
      captcha: 'solved-captcha',
    });
  });
});

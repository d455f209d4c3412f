import { messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { ReloginModal } from './relogin-modal';

function renderModal(defaultEmail = '') {
  const onSignedIn = vi.fn();
  const utils = renderWithProviders(
    <ReloginModal opened onClose={() => {}} onSignedIn={onSignedIn} defaultEmail={defaultEmail} />,
  );
  return { ...utils, onSignedIn, dialog: () => screen.getByRole('dialog') };
}

describe('re-login modal messages (spec 1 §5, §8)', () => {
  it('asks for both fields when either is empty', async () => {
    const { fetchMock } = mockApi({});
    const { user, dialog } = renderModal();
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(messages.reloginEmpty);
    await user.type(within(dialog()).getByLabelText('Email'), 'student@demo.test');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(messages.reloginEmpty);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Login failed: {message}' with the server's message", async () => {
    mockApi({
      'POST /api/auth/login': { status: 401, body: { code: 10001, message: messages.wrongCredentials } },
    });
    const { user, dialog } = renderModal('student@demo.test');
    await user.type(within(dialog()).getByLabelText('Password'), 'nope');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      messages.reloginFailedWith(messages.wrongCredentials),
    );
  });

  it("shows 'Login failed, please try again.' when the server gave no message", async () => {
    mockApi({ 'POST /api/auth/login': { status: 500, body: { code: 500, message: '' } } });
    const { user, dialog } = renderModal('student@demo.test');
    await user.type(within(dialog()).getByLabelText('Password'), 'Demo_pass1');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(messages.reloginFailed);
  });

  it('hands the new session over on success', async () => {
    const session = makeSession();
    mockApi({ 'POST /api/auth/login': { body: session } });
    const { user, dialog, onSignedIn } = renderModal('student@demo.test');
    expect(within(dialog()).getByLabelText('Email')).toHaveValue('student@demo.test');
    await user.type(within(dialog()).getByLabelText('Password'), 'Demo_pass1');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
  });
});

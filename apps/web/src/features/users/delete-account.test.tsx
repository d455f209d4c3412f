import { messages, TOKEN_STORAGE_KEY } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';

const deleteCalls = (requests: { method: string; url: string }[]) =>
  requests.filter((request) => request.method === 'POST' && request.url.endsWith('/user/delete-account'));

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  const section = await screen.findByRole('region', { name: 'Delete account' });
  await user.click(within(section).getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('delete account (Settings, issue 26)', () => {
  it('says what goes, asks for the password, then signs out and says goodbye on the home page', async () => {
    const account = makeUser();
    startSession(makeSession(account));
    const { requests } = mockApi({
      'GET /api/user/info': { body: account },
      'POST /api/user/delete-account': { body: { success: true } },
    });
    const { user, router } = renderApp('/settings');
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('your canvases, with their photos and videos')).toBeInTheDocument();
    // The safe answer has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(messages.currentPasswordRequired)).toBeInTheDocument();
    expect(deleteCalls(requests)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Current password/), 'Demo_pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(deleteCalls(requests).map((request) => (request as { body?: unknown }).body)).toEqual([
      { currentPassword: 'Demo_pass1' },
    ]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByText(messages.accountDeleted)).toBeInTheDocument();
  });

  it('shows a wrong password on the field and keeps the account signed in', async () => {
    const account = makeUser();
    startSession(makeSession(account));
    mockApi({
      'GET /api/user/info': { body: account },
      'POST /api/user/delete-account': {
        status: 422,
        body: { code: 422, message: messages.currentPasswordWrong, field: 'currentPassword' },
      },
    });
    const { user, router } = renderApp('/settings');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Wrong_pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(messages.currentPasswordWrong)).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/settings');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it("shows a refusal that is not about the password above the buttons (a team's canvas)", async () => {
    const account = makeUser();
    startSession(makeSession(account));
    mockApi({
      'GET /api/user/info': { body: account },
      'POST /api/user/delete-account': {
        status: 409,
        body: { code: 409, message: messages.accountDeleteTeamCanvas('Marigold & Mane') },
      },
    });
    const { user } = renderApp('/settings');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Demo_pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.accountDeleteTeamCanvas('Marigold & Mane'),
    );
  });

  it('asks no password of a Google account (the server checks for a recent sign-in) and Cancel changes nothing', async () => {
    const account = makeUser({ platformType: 'google' });
    startSession(makeSession(account));
    const { requests } = mockApi({ 'GET /api/user/info': { body: account } });
    const { user } = renderApp('/settings');
    const dialog = await openDialog(user);
    expect(within(dialog).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/You sign in with Google/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteCalls(requests)).toHaveLength(0);
    // The focus goes back to the button that opened the dialog.
    const section = screen.getByRole('region', { name: 'Delete account' });
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Delete account' })).toHaveFocus(),
    );
  });
});

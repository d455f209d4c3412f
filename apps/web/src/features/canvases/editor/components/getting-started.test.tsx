import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionState, startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { GETTING_STARTED_STORAGE_KEY, GettingStarted, gettingStartedKey } from './getting-started';

const welcome = 'Welcome to your canvas';
const WELCOMED = { 'POST /api/user/editor-welcomed': { body: { editorWelcome: false } } };
const welcomedCalls = (requests: { method: string; url: string }[]) =>
  requests.filter((request) => request.method === 'POST' && request.url === '/api/user/editor-welcomed');

/** Lets effects and the mock API answer before checking that nothing appeared. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the editor welcome overlay shows once per account (issue 26)', () => {
  it('is shown to an account that has not closed it, and not again once closed', async () => {
    startSession(makeSession(makeUser({ id: 7, editorWelcome: true })));
    const { requests } = mockApi(WELCOMED);
    const { user, unmount } = renderWithProviders(<GettingStarted />);
    const dialog = await screen.findByRole('dialog', { name: welcome });
    await user.click(within(dialog).getByRole('button', { name: 'Start building' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: welcome })).not.toBeInTheDocument());
    expect(window.localStorage.getItem(gettingStartedKey(7))).toBe('1');
    // The server remembers it for the account's other devices; the session knows at once.
    await waitFor(() => expect(welcomedCalls(requests)).toHaveLength(1));
    expect(getSessionState().user?.editorWelcome).toBe(false);
    unmount();

    renderWithProviders(<GettingStarted />);
    await settle();
    expect(screen.queryByRole('dialog', { name: welcome })).not.toBeInTheDocument();
    expect(welcomedCalls(requests)).toHaveLength(1);
  });

  it('is not shown when the account closed it on another device (user info editorWelcome false)', async () => {
    startSession(makeSession(makeUser({ id: 10, editorWelcome: false })));
    const { requests } = mockApi(WELCOMED);
    renderWithProviders(<GettingStarted />);
    await settle();
    expect(screen.queryByRole('dialog', { name: welcome })).not.toBeInTheDocument();
    expect(welcomedCalls(requests)).toHaveLength(0);
  });

  it('closing it with Escape counts too', async () => {
    startSession(makeSession(makeUser({ id: 11, editorWelcome: true })));
    const { requests } = mockApi(WELCOMED);
    const { user } = renderWithProviders(<GettingStarted />);
    await screen.findByRole('dialog', { name: welcome });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(welcomedCalls(requests)).toHaveLength(1));
    expect(window.localStorage.getItem(gettingStartedKey(11))).toBe('1');
  });

  it('still welcomes another account on the same device', async () => {
    window.localStorage.setItem(gettingStartedKey(7), '1');
    startSession(makeSession(makeUser({ id: 8, editorWelcome: true })));
    mockApi(WELCOMED);
    renderWithProviders(<GettingStarted />);
    expect(await screen.findByRole('dialog', { name: welcome })).toBeInTheDocument();
  });

  it('closed on this device before the server remembered it: stays closed, and the server is told once', async () => {
    window.localStorage.setItem(gettingStartedKey(12), '1');
    startSession(makeSession(makeUser({ id: 12, editorWelcome: true })));
    const { requests } = mockApi(WELCOMED);
    const { unmount } = renderWithProviders(<GettingStarted />);
    await waitFor(() => expect(welcomedCalls(requests)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: welcome })).not.toBeInTheDocument();
    expect(getSessionState().user?.editorWelcome).toBe(false);
    unmount();

    renderWithProviders(<GettingStarted />);
    await settle();
    expect(welcomedCalls(requests)).toHaveLength(1);
  });

  it('stays closed where it was closed before it was remembered per account, and tells the server', async () => {
    window.localStorage.setItem(GETTING_STARTED_STORAGE_KEY, '1');
    startSession(makeSession(makeUser({ id: 9, editorWelcome: true })));
    const { requests } = mockApi(WELCOMED);
    renderWithProviders(<GettingStarted />);
    await waitFor(() => expect(welcomedCalls(requests)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: welcome })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { GETTING_STARTED_STORAGE_KEY, GettingStarted, gettingStartedKey } from './getting-started';

const welcome = 'Welcome to your canvas';

describe('the editor welcome overlay shows once per account (issue 26)', () => {
  it('is shown to an account that has not closed it, and not again once closed', async () => {
    startSession(makeSession(makeUser({ id: 7 })));
    mockApi({});
    const { user, unmount } = renderWithProviders(<GettingStarted />);
    const dialog = await screen.findByRole('dialog', { name: welcome });
    await user.click(within(dialog).getByRole('button', { name: 'Start building' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: welcome })).not.toBeInTheDocument());
    expect(window.localStorage.getItem(gettingStartedKey(7))).toBe('1');
    unmount();

    renderWithProviders(<GettingStarted />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog', { name: welcome })).not.toBeInTheDocument();
  });

  it('still welcomes another account on the same device', async () => {
    window.localStorage.setItem(gettingStartedKey(7), '1');
    startSession(makeSession(makeUser({ id: 8 })));
    mockApi({});
    renderWithProviders(<GettingStarted />);
    expect(await screen.findByRole('dialog', { name: welcome })).toBeInTheDocument();
  });

  it('stays closed where it was closed before it was remembered per account', async () => {
    window.localStorage.setItem(GETTING_STARTED_STORAGE_KEY, '1');
    startSession(makeSession(makeUser({ id: 9 })));
    mockApi({});
    renderWithProviders(<GettingStarted />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog', { name: welcome })).not.toBeInTheDocument();
  });
});

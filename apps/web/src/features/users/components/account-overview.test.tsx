import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { AccountOverview } from './account-overview';

// Was checked through /home, which is My Dashboard now; the overview stays on /admin-user.
describe('the account overview (GET /api/user/info)', () => {
  it('greets the user with their email, account type, sign-in method and member-since date', async () => {
    const user = makeUser();
    startSession(makeSession(user));
    mockApi({ 'GET /api/user/info': { body: user } });
    const onSignOut = vi.fn();
    const { user: actor } = renderWithProviders(<AccountOverview onSignOut={onSignOut} />);
    expect(await screen.findByRole('heading', { name: 'Good to see you, Ava.' })).toBeInTheDocument();
    expect(screen.getByText('student@demo.test')).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    expect(screen.getByText('Email and password')).toBeInTheDocument();
    expect(screen.getByText('03/05/2024')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});

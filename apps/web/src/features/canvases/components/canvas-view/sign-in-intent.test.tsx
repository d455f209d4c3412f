import { messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { makeCanvas } from '../../canvas-fixtures';
import { returnPathWithIntent, searchWithoutIntent, signInIntentOf } from './sign-in-intent';

const visitor = makeUser({ id: 3 });

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByLabelText('Email'), 'nia@example.com');
  await user.type(within(form).getByLabelText('Password'), 'Demo_pass1');
  await user.click(within(form).getByRole('button', { name: 'Sign in' }));
}

const canvasMocks = {
  'GET /api/canvas/maya-lopez': { body: makeCanvas() },
  'POST /api/auth/login': { body: makeSession(visitor) },
  'POST /api/badges/match': { body: { matches: [] } },
};

const signInFrom = (from: string) => `/sign-in?from=${encodeURIComponent(from)}`;

describe('the intent in the way back from signing in', () => {
  it('rides in `from` and comes out of a canvas path only', () => {
    expect(returnPathWithIntent('/canvas/maya-lopez', '?page=/sign-in&tab=work', 'bookmark')).toBe(
      '/canvas/maya-lopez?tab=work&intent=bookmark',
    );
    expect(signInIntentOf('/canvas/maya-lopez?intent=bookmark')).toEqual({
      idOrSlug: 'maya-lopez',
      intent: 'bookmark',
    });
    expect(signInIntentOf('/canvas/41?intent=message&page=/sign-in')).toEqual({
      idOrSlug: '41',
      intent: 'message',
    });
    expect(signInIntentOf('/canvas/maya-lopez?intent=delete')).toBeNull();
    expect(signInIntentOf('/canvas/maya-lopez')).toBeNull();
    expect(signInIntentOf('/my-canvases?intent=bookmark')).toBeNull();
    expect(searchWithoutIntent('?tab=work&intent=bookmark&page=/sign-in')).toBe('?tab=work');
    expect(searchWithoutIntent('?intent=message')).toBe('');
  });

  it('is refused when `from` leaves the site', () => {
    for (const from of [
      '//evil.example/canvas/x?intent=bookmark',
      'https://evil.example/canvas/x?intent=bookmark',
      '/\\evil.example/canvas/x?intent=bookmark',
      '/\t/evil.example/canvas/x?intent=bookmark',
      'javascript:alert(1)//canvas/x?intent=bookmark',
    ]) {
      expect(signInIntentOf(from)).toBeNull();
    }
  });
});

describe('a visitor sent to sign in by Bookmark or Message me (issue 26)', () => {
  it("is told why, comes back, and the bookmark is saved ('Sign in to save {name}')", async () => {
    const { requests } = mockApi({
      ...canvasMocks,
      'PUT /api/bookmark/canvas/41/add': { body: { bookmarked: true } },
    });
    const { user, router } = renderApp(signInFrom('/canvas/maya-lopez?intent=bookmark'));
    expect(await screen.findByText(messages.signInToSave('Maya Lopez'))).toBeInTheDocument();
    expect(messages.signInToSave('Maya Lopez')).toBe('Sign in to save Maya Lopez');
    await signIn(user);
    expect(await screen.findByText(messages.bookmarkSaved('Maya Lopez'))).toBeInTheDocument();
    expect(messages.bookmarkSaved('Maya Lopez')).toBe('Maya Lopez is saved to your bookmarks');
    expect(await screen.findByRole('button', { name: 'Remove Bookmark' })).toBeInTheDocument();
    // The intent is done: a reload or a copied link does not repeat it.
    await waitFor(() => expect(currentUrl(router)).toBe('/canvas/maya-lopez'));
    expect(requests.filter((request) => request.url.startsWith('/api/bookmark/'))).toHaveLength(1);
  });

  it("is told why, comes back, and the message composer opens ('Sign in to message {name}')", async () => {
    mockApi(canvasMocks);
    const { user, router } = renderApp(signInFrom('/canvas/maya-lopez?intent=message'));
    expect(await screen.findByText(messages.signInToMessage('Maya Lopez'))).toBeInTheDocument();
    expect(messages.signInToMessage('Maya Lopez')).toBe('Sign in to message Maya Lopez');
    await signIn(user);
    expect(await screen.findByRole('dialog', { name: 'Message Maya Lopez' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/canvas/maya-lopez'));
  });

  it('never leaves the site: an off-site `from` gets no reason and the usual landing', async () => {
    const { requests } = mockApi(canvasMocks);
    const { user, router } = renderApp(signInFrom('//evil.example/canvas/maya-lopez?intent=bookmark'));
    await screen.findByRole('form', { name: 'Sign in' });
    expect(screen.queryByText(/Sign in to save/)).not.toBeInTheDocument();
    await signIn(user);
    await waitFor(() => expect(currentUrl(router)).not.toMatch(/^\/sign-in/));
    expect(currentUrl(router)).not.toContain('evil.example');
    expect(currentUrl(router).startsWith('/')).toBe(true);
    expect(requests.filter((request) => request.url.startsWith('/api/canvas/maya-lopez'))).toHaveLength(0);
  });

  it('does nothing for the owner coming back to their own canvas', async () => {
    startSession(makeSession(makeUser({ id: 7 })));
    const { requests } = mockApi(canvasMocks);
    const { router } = renderApp('/canvas/maya-lopez?intent=bookmark&page=/sign-in');
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/canvas/maya-lopez'));
    expect(requests.filter((request) => request.url.startsWith('/api/bookmark/'))).toHaveLength(0);
  });
});

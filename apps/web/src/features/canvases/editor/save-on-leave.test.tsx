import { type Canvas, messages } from '@canvas/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { type MockResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import { GETTING_STARTED_STORAGE_KEY } from './components/getting-started';
import { makeCanvas, optionsHandler } from './testing/editor-fixtures';

/**
 * Issue #26 "Never lose an edit": besides the 20-second autosave (editor.test.tsx), the editor
 * saves when a field loses focus, before going to another page of the app, as the tab is hidden
 * and as the page goes; leaving with unsaved changes asks first.
 */

/** Signs in as the owner and answers the editor's calls; PUT echoes the saved canvas, or fails while `failing`. */
function setup(canvas: Canvas = makeCanvas()) {
  startSession(makeSession(makeUser()));
  window.localStorage.setItem(GETTING_STARTED_STORAGE_KEY, '1');
  let current = canvas;
  const state = { failing: false };
  const api = mockApi({
    [`GET /api/canvas/${canvas.slug}`]: () => ({ body: current }),
    [`PUT /api/canvas/${canvas.id}`]: ({ body }): MockResponse => {
      if (state.failing) return { status: 500, body: { code: 500, message: messages.internal } };
      current = { ...current, ...(body as Partial<Canvas>) };
      return { body: current };
    },
    'GET /api/option/customized': optionsHandler,
    'POST /api/canvas/my/canvases': { body: { list: [], count: 0 } },
  });
  const rendered = renderApp(`/${canvas.type}-canvas/${canvas.slug}`);
  const isPut = (url: string, method: string | undefined) =>
    method === 'PUT' && url.endsWith(`/api/canvas/${canvas.id}`);
  /** Every PUT of the canvas fetch was asked for, with whether it was to outlive the page. */
  const puts = () =>
    api.fetchMock.mock.calls
      .filter(([url, init]) => isPut(String(url), init?.method))
      .map(([, init]) => ({
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        keepalive: init?.keepalive === true,
      }));
  return { ...rendered, ...api, puts, state };
}

async function changeName(value: string) {
  const [name] = await screen.findAllByRole('textbox', { name: 'Name' });
  if (!name) throw new Error('no Name field');
  fireEvent.change(name, { target: { value } });
  return name;
}

function hideTab() {
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  fireEvent(document, new Event('visibilitychange'));
  visibility.mockRestore();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('saving without waiting for the timer', () => {
  it('saves when a field loses focus with a change, and not when nothing changed', async () => {
    const { puts } = setup();
    const [name] = await screen.findAllByRole('textbox', { name: 'Name' });
    fireEvent.focusOut(name as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(puts()).toHaveLength(0);
    fireEvent.focusOut(await changeName('Ava R. Stone'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ introduction: { name: 'Ava R. Stone' } });
    expect(await screen.findByText(messages.editorAllSaved)).toBeInTheDocument();
  });

  it('saves before going to another page of the app, then goes', async () => {
    const { puts, router } = setup();
    await changeName('Ava R. Stone');
    await act(() => router.navigate('/my-canvases'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-canvases'));
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toMatchObject({ introduction: { name: 'Ava R. Stone' } });
  });

  it('saves as the tab is hidden, in a request that outlives the page', async () => {
    const { puts } = setup();
    await screen.findAllByRole('textbox', { name: 'Name' });
    hideTab();
    expect(puts()).toHaveLength(0);
    await changeName('Ava R. Stone');
    hideTab();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ keepalive: true, body: { introduction: { name: 'Ava R. Stone' } } });
  });

  it('sends the draft with keepalive as the page goes (pagehide), once, and nothing when it is saved', async () => {
    const { puts } = setup();
    await changeName('Ava R. Stone');
    fireEvent(window, new Event('pagehide'));
    // Sent at once (fetch is called before the page is gone), not queued behind other work.
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({ keepalive: true, body: { introduction: { name: 'Ava R. Stone' } } });

    // Hidden, then gone (a reload or a closed tab): the hidden tab's request carries the draft, so none is added.
    await changeName('Ava Rose Stone');
    hideTab();
    // Browsers run pending promise callbacks after each event's listeners, before the next event.
    await Promise.resolve();
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(puts()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(puts()).toHaveLength(2);
    expect(puts()[1]).toMatchObject({ keepalive: true, body: { introduction: { name: 'Ava Rose Stone' } } });
    fireEvent(window, new Event('pagehide'));
    expect(puts()).toHaveLength(2);
  });

  it('asks before a reload or close only while a change is unsaved (beforeunload)', async () => {
    setup();
    const [name] = await screen.findAllByRole('textbox', { name: 'Name' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await changeName('Ava R. Stone');
    expect(unload()).toBe(true);
    fireEvent.focusOut(name as HTMLElement);
    expect(await screen.findByText(messages.editorAllSaved)).toBeInTheDocument();
    expect(unload()).toBe(false);
  });

  it('sends one save at a time: a change made during a save is sent after it', async () => {
    const { puts, fetchMock } = setup();
    const name = await changeName('Ava R. Stone');
    let release = () => {};
    const answer = fetchMock.getMockImplementation();
    if (!answer) throw new Error('no mock');
    fetchMock.mockImplementationOnce(async (input, init) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return answer(input, init);
    });
    fireEvent.focusOut(name);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(await screen.findByText(messages.editorSaving)).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Ava Rose Stone' } });
    fireEvent.focusOut(name);
    hideTab();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(puts()).toHaveLength(1);
    release();
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toMatchObject({ introduction: { name: 'Ava Rose Stone' } });
    expect(await screen.findByText(messages.editorAllSaved)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(puts()).toHaveLength(2);
  });
});

describe('the save state in the header', () => {
  it("'Unsaved changes', 'Saving…', 'All changes saved'; a failure offers 'Not saved — retry', which saves now", async () => {
    const { puts, state } = setup();
    await screen.findAllByRole('textbox', { name: 'Name' });
    expect(screen.getByText(messages.editorAllSaved)).toBeInTheDocument();
    const name = await changeName('Ava R. Stone');
    expect(screen.getByText(messages.editorUnsaved)).toBeInTheDocument();
    state.failing = true;
    fireEvent.focusOut(name);
    const retry = await screen.findByRole('button', { name: messages.editorNotSavedRetry });
    expect(puts()).toHaveLength(1);
    state.failing = false;
    fireEvent.click(retry);
    expect(await screen.findByText(messages.editorAllSaved)).toBeInTheDocument();
    expect(puts()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: messages.editorNotSavedRetry })).not.toBeInTheDocument();
  });

  it('a published canvas says saved changes go live at once; a draft does not', async () => {
    setup(makeCanvas({ status: 'public' }));
    expect(await screen.findByText(messages.editorPublishedLive)).toBeInTheDocument();
  });

  it('a draft canvas says nothing of going live', async () => {
    setup();
    await screen.findAllByRole('textbox', { name: 'Name' });
    expect(screen.queryByText(messages.editorPublishedLive)).not.toBeInTheDocument();
  });
});

describe('leaving when the save fails', () => {
  it("asks 'Leave without saving?': Stay keeps the editor (with its retry), Leave anyway goes", async () => {
    const { puts, router, state } = setup();
    const editorPath = router.state.location.pathname;
    await changeName('Ava R. Stone');
    state.failing = true;
    await act(() => router.navigate('/my-canvases'));
    const dialog = await screen.findByRole('dialog', { name: messages.editorLeaveTitle });
    expect(within(dialog).getByText(messages.editorLeaveBody)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(editorPath);
    fireEvent.click(within(dialog).getByRole('button', { name: messages.editorLeaveStay }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: messages.editorLeaveTitle })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe(editorPath);
    expect(screen.getByRole('button', { name: messages.editorNotSavedRetry })).toBeInTheDocument();

    await act(() => router.navigate('/my-canvases'));
    const again = await screen.findByRole('dialog', { name: messages.editorLeaveTitle });
    fireEvent.click(within(again).getByRole('button', { name: messages.editorLeaveConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-canvases'));
    expect(puts()).toHaveLength(2);
  });
});

describe('a new canvas (/student-canvas without an id)', () => {
  it('looking in and leaving creates nothing', async () => {
    startSession(makeSession(makeUser()));
    window.localStorage.setItem(GETTING_STARTED_STORAGE_KEY, '1');
    const { requests } = mockApi({
      'GET /api/option/customized': optionsHandler,
      'POST /api/canvas/my/canvases': { body: { list: [], count: 0 } },
    });
    const { router } = renderApp('/student-canvas');
    const [name] = await screen.findAllByRole('textbox', { name: 'Name' });
    fireEvent.focusOut(name as HTMLElement);
    hideTab();
    fireEvent(window, new Event('pagehide'));
    await act(() => router.navigate('/my-canvases'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-canvases'));
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/api/canvas'))).toBe(
      false,
    );
  });
});

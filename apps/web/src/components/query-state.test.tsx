import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { QueryState, type QueryStateSource } from './query-state';

function query<T>(state: Partial<QueryStateSource<T>>): QueryStateSource<T> {
  return {
    data: undefined,
    error: null,
    isError: false,
    isFetching: false,
    refetch: vi.fn(() => Promise.resolve()),
    ...state,
  };
}

function failed(error: unknown, data?: string[]) {
  return query<string[]>({ error, isError: true, data });
}

const list = (data: string[]) => (
  <ul>
    {data.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows the loading state until the data arrives', () => {
    renderWithProviders(
      <QueryState query={query<string[]>({ isFetching: true })} what="your list" loading={<p>Loading…</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('shows a page loader when the screen gives no skeleton', () => {
    renderWithProviders(
      <QueryState query={query<string[]>({ isFetching: true })} what="your list">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('renders the data', () => {
    renderWithProviders(
      <QueryState query={query({ data: ['Maya', 'Sofia'] })} what="your list">
        {list}
      </QueryState>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Maya', 'Sofia']);
  });

  it('shows the empty state when the data counts as empty', () => {
    renderWithProviders(
      <QueryState
        query={query<string[]>({ data: [] })}
        what="your list"
        isEmpty={(data) => data.length === 0}
        empty={<p>Nothing yet</p>}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says what failed to load and retries on request', async () => {
    const state = failed(new ApiError({ status: 500, code: 500, message: 'x' }));
    renderWithProviders(
      <QueryState query={state} what="your account">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('We could not load your account')).toBeInTheDocument();
    expect(screen.getByText('Please try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(state.refetch).toHaveBeenCalledOnce();
  });

  it('points at the connection when the request never got an answer', () => {
    const error = new ApiError({ status: NETWORK_ERROR_STATUS, code: 0, message: 'offline' });
    renderWithProviders(
      <QueryState query={failed(error)} what="your settings">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
  });

  it('stays calm on 401, where the re-login modal is already open', () => {
    const error = new ApiError({ status: 401, code: 401, message: 'expired' });
    renderWithProviders(
      <QueryState query={failed(error)} what="your settings">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Sign in again to see your settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('lets the screen answer a failure itself, or wrap the standard alert', () => {
    const notFound = new ApiError({ status: 404, code: 404, message: 'gone' });
    const { unmount } = renderWithProviders(
      <QueryState
        query={failed(notFound)}
        what="this portfolio"
        renderError={(error, alert) =>
          error instanceof ApiError && error.status === 404 ? <p>Not found</p> : alert
        }
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Not found')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <QueryState
        query={failed(new ApiError({ status: 500, code: 500, message: 'x' }))}
        what="this portfolio"
        renderError={(_error, alert) => <section aria-label="Wrapped">{alert}</section>}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('region', { name: 'Wrapped' })).toHaveTextContent(
      'We could not load this portfolio',
    );
  });

  it('keeps the data on screen when a later fetch fails, with the alert above it when asked', () => {
    const error = new ApiError({ status: 500, code: 500, message: 'x' });
    const { unmount } = renderWithProviders(
      <QueryState query={failed(error, ['Maya'])} what="portfolios">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Maya')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <QueryState query={failed(error, ['Maya'])} what="portfolios" refetchErrorWhat="more portfolios">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('We could not load more portfolios')).toBeInTheDocument();
    expect(screen.getByText('Maya')).toBeInTheDocument();
  });
});

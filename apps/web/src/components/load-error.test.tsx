import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('says what failed to load and retries on request', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <LoadError
        error={new ApiError({ status: 500, code: 500, message: 'x' })}
        what="your account"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('We could not load your account')).toBeInTheDocument();
    expect(screen.getByText('Please try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('points at the connection when the request never got an answer', () => {
    const error = new ApiError({ status: NETWORK_ERROR_STATUS, code: 0, message: 'offline' });
    renderWithProviders(<LoadError error={error} what="your settings" onRetry={() => {}} />);
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
  });

  it('stays calm on 401, where the re-login modal is already open', () => {
    const error = new ApiError({ status: 401, code: 401, message: 'expired' });
    renderWithProviders(<LoadError error={error} what="your settings" onRetry={() => {}} />);
    expect(screen.getByText('Sign in again to see your settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

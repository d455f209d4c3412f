import { ErrorCode, messages } from '@canvas/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

describe('/confirm-email (an email change confirmed through the new address)', () => {
  it('applies the change with the token and shows the new address', async () => {
    const { requests } = mockApi({
      'POST /api/user/confirm-email': {
        body: { success: true, user: makeUser({ email: 'new@example.com' }) },
      },
    });
    renderApp('/confirm-email?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('heading', { name: 'Your email is updated' })).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
  });

  it('shows why a used or expired link fails', async () => {
    mockApi({
      'POST /api/user/confirm-email': {
        status: 400,
        body: { code: ErrorCode.linkInvalid, message: messages.emailChangeLinkInvalid, field: 'token' },
      },
    });
    renderApp('/confirm-email?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText(messages.emailChangeLinkInvalid)).toBeInTheDocument();
  });
});

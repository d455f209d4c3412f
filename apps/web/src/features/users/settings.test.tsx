import { messages, TOKEN_STORAGE_KEY } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { maskPhone, phoneForApi } from './phone-mask';

const STRONG = 'Strong_pass1';

describe('phone mask (spec 2: 999-999-9999 with +1)', () => {
  it('keeps digits only and masks them', () => {
    expect(maskPhone('3125550147')).toBe('312-555-0147');
    expect(maskPhone('(312) 555-01ab47x9')).toBe('312-555-0147');
    expect(maskPhone('31')).toBe('31');
    expect(phoneForApi('312-555-0147')).toBe('+13125550147');
  });
});

describe('account settings (/settings)', () => {
  it('verifies the phone: Txt Me Code, the code field, then the success message and the field hides', async () => {
    const account = makeUser({ phone: null, verify: false });
    startSession(makeSession(account));
    const verified = { ...account, phone: '+13125550147', verify: true };
    const { requests } = mockApi({
      'GET /api/user/info': { body: account },
      'POST /api/user/send-sms': { body: { success: true } },
      'POST /api/user/code-verify': { body: { success: true, user: verified } },
    });
    const { user } = renderApp('/settings');
    const phone = await screen.findByLabelText('Phone number');
    const txt = screen.getByRole('button', { name: 'Txt Me Code' });
    expect(txt).toBeDisabled();
    await user.type(phone, '3125550147');
    expect(phone).toHaveValue('312-555-0147');
    await user.click(txt);
    expect(await screen.findByText(messages.verificationCodeSent)).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/send-sms'))?.body).toEqual({
      phone: '+13125550147',
      resend: false,
    });
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.phoneVerified)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/code-verify'))?.body).toEqual({
      phone: '+13125550147',
      code: '123456',
    });
  });

  it('shows a rejected code on the code field', async () => {
    const account = makeUser({ phone: null, verify: false });
    startSession(makeSession(account));
    mockApi({
      'GET /api/user/info': { body: account },
      'POST /api/user/send-sms': { body: { success: true } },
      'POST /api/user/code-verify': {
        status: 400,
        body: { code: 10004, message: messages.codeIncorrect, field: 'code' },
      },
    });
    const { user } = renderApp('/settings');
    await user.type(await screen.findByLabelText('Phone number'), '3125550147');
    await user.click(screen.getByRole('button', { name: 'Txt Me Code' }));
    await user.type(await screen.findByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.codeIncorrect)).toBeInTheDocument();
  });

  it('blocks a slash in names and keeps the zip code to letters and digits, at most 20', async () => {
    const account = makeUser({ zipCode: null });
    startSession(makeSession(account));
    const { requests } = mockApi({
      'GET /api/user/info': { body: account },
      'PUT /api/user/info': ({ body }) => ({
        body: { ...account, zipCode: (body as { zipCode: string }).zipCode },
      }),
    });
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Profile' });
    const last = within(form).getByLabelText(/Last name/);
    await user.clear(last);
    await user.type(last, 'St/one');
    expect(last).toHaveValue('Stone');
    const zip = within(form).getByLabelText('Zip code');
    await user.type(zip, 'ab-12 3456789012345678901');
    expect(zip).toHaveValue('ab123456789012345678');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      firstName: 'Ava',
      lastName: 'Stone',
      zipCode: 'ab123456789012345678',
    });
  });

  it('asks for the current password when the email changes, and sends it with the new address', async () => {
    const account = makeUser();
    startSession(makeSession(account));
    const { requests } = mockApi({
      'GET /api/user/info': { body: account },
      'PUT /api/user/info': { body: { ...account, pendingEmail: 'new@example.com' } },
    });
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Profile' });
    expect(within(form).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    const email = within(form).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(within(form).getByLabelText(/Current password/), 'Old_pass1');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
        email: 'new@example.com',
        currentPassword: 'Old_pass1',
      }),
    );
  });

  it('makes the email read-only for Google accounts', async () => {
    const account = makeUser({ platformType: 'google' });
    startSession(makeSession(account));
    mockApi({ 'GET /api/user/info': { body: account } });
    renderApp('/settings');
    expect(await screen.findByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('saves a notification switch at once', async () => {
    const account = makeUser();
    startSession(makeSession(account));
    const { requests } = mockApi({
      'GET /api/user/info': { body: account },
      'PUT /api/user/info': { body: { ...account, notification: { ...account.notification, news: false } } },
    });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('switch', { name: 'News and updates' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        notification: { news: false },
      }),
    );
  });
});

describe('sign out everywhere (/settings)', () => {
  it('asks first, ends every session on the server, clears this one and goes home', async () => {
    const account = makeUser();
    startSession(makeSession(account, 'this-token'));
    const { requests } = mockApi({
      'GET /api/user/info': { body: account },
      'POST /api/auth/logout-everywhere': { body: { ok: true } },
    });
    const { user, router } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(requests.some((request) => request.url.endsWith('/logout-everywhere'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(requests.some((request) => request.url.endsWith('/logout-everywhere'))).toBe(true);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('change password (/settings/change-password)', () => {
  it('shows the match indicators, enables the button only when both are valid, stores the new token and goes to /settings', async () => {
    const account = makeUser();
    startSession(makeSession(account, 'old-token'));
    const { requests } = mockApi({
      'GET /api/user/info': { body: account },
      'PUT /api/user/change-password': { body: { success: true, ...makeSession(account, 'new-token') } },
    });
    const { user, router } = renderApp('/settings/change-password');
    const button = await screen.findByRole('button', { name: 'Change password' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^Current password/), 'Old_pass1');
    await user.type(screen.getByLabelText(/^New password/), STRONG);
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Other_pass1');
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), STRONG);
    expect(screen.getByText(messages.passwordsMatch)).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(currentUrl(router)).toBe('/settings'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      password: STRONG,
      currentPassword: 'Old_pass1',
    });
  });

  it('shows a wrong current password under its field and stays on the page', async () => {
    const account = makeUser();
    startSession(makeSession(account, 'old-token'));
    mockApi({
      'GET /api/user/info': { body: account },
      'PUT /api/user/change-password': {
        status: 422,
        body: { code: 422, message: messages.currentPasswordWrong, field: 'currentPassword' },
      },
    });
    const { user, router } = renderApp('/settings/change-password');
    await user.type(await screen.findByLabelText(/^Current password/), 'Wrong_pass1');
    await user.type(screen.getByLabelText(/^New password/), STRONG);
    await user.type(screen.getByLabelText(/^Confirm new password/), STRONG);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.currentPasswordWrong)).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/settings/change-password');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('old-token');
  });

  it('does not ask a Google account for a password it does not have', async () => {
    const account = makeUser({ platformType: 'google' });
    startSession(makeSession(account));
    const { requests } = mockApi({
      'GET /api/user/info': { body: account },
      'PUT /api/user/change-password': { body: { success: true, ...makeSession(account, 'new-token') } },
    });
    const { user } = renderApp('/settings/change-password');
    await user.type(await screen.findByLabelText(/^New password/), STRONG);
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm new password/), STRONG);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ password: STRONG }),
    );
  });

  it('asks a Google account for its password when it has set one since', async () => {
    const account = makeUser({ platformType: 'google' });
    startSession(makeSession(account));
    mockApi({
      'GET /api/user/info': { body: account },
      'PUT /api/user/change-password': {
        status: 422,
        body: { code: 422, message: messages.currentPasswordRequired, field: 'currentPassword' },
      },
    });
    const { user } = renderApp('/settings/change-password');
    await user.type(await screen.findByLabelText(/^New password/), STRONG);
    await user.type(screen.getByLabelText(/^Confirm new password/), STRONG);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByLabelText(/^Current password/)).toBeInTheDocument();
    expect(screen.getByText(messages.currentPasswordRequired)).toBeInTheDocument();
  });
});

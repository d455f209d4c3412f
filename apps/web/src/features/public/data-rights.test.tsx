import { DATA_REQUEST_OPTION_LABELS, maskUsPhone, messages } from '@canvas/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

// The real widget solves a proof of work in a Web Worker; here a button stands in for it.
vi.mock('@/components/captcha/captcha-field', () => ({
  CaptchaField: ({
    onChange,
    error,
  }: {
    onChange: (payload: string | null) => void;
    error?: string | null;
  }) => (
    <div>
      <button type="button" onClick={() => onChange('solved-captcha')}>
        Verify I am human
      </button>
      {error ? <p>{error}</p> : null}
    </div>
  ),
}));

async function openForm() {
  const app = renderApp('/privacy-rights');
  await screen.findByRole('form', { name: messages.dataRightsTitle });
  return app;
}

type User = ReturnType<typeof renderApp>['user'];

/** Pasting instead of typing key by key keeps these form tests fast. */
async function enter(user: User, name: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

async function fillRequired(user: User, overrides: { email?: string } = {}) {
  await enter(user, /first name/i, 'Dana');
  await enter(user, /last name/i, 'Reyes');
  await enter(user, /^address/i, '12 Main St');
  await enter(user, /^email/i, overrides.email ?? 'dana@example.com');
  await enter(user, /phone/i, '5551234567');
  await enter(user, /canvas url/i, 'https://canvas.test/canvas/dana');
  await user.click(screen.getByLabelText(/state of residence/i, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'California' }));
}

// Each test fills a long controlled form; jsdom needs more than the default 5 s on slow machines.
vi.setConfig({ testTimeout: 15_000 });

describe('Data Rights Request form (spec 1 §2.7, §4, §5)', () => {
  it("is titled 'Canvas Data Rights Request Form' with the four request types, access_my_personal_info first and chosen", async () => {
    mockApi({});
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: messages.dataRightsTitle })).toBeVisible();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(
      screen.getByRole('radio', { name: DATA_REQUEST_OPTION_LABELS.access_my_personal_info }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /i certify/i })).toBeChecked();
  });

  it('keeps Submit disabled until every required field is filled and the certification is checked', async () => {
    mockApi({});
    const { user } = await openForm();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await enter(user, /first name/i, 'Dana');
    expect(submit).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: /first name/i }));
    await fillRequired(user);
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /i certify/i }));
    expect(submit).toBeDisabled();
  });

  it('masks the phone as (xxx) xxx-xxxx', async () => {
    mockApi({});
    const { user } = await openForm();
    const phone = screen.getByRole('textbox', { name: /phone/i });
    await user.type(phone, '555123456789');
    expect(phone).toHaveValue('(555) 123-4567');
    expect(maskUsPhone('+1 555 123 4567')).toBe('(555) 123-4567');
    expect(maskUsPhone('55512')).toBe('(555) 12');
  });

  it("shows 'please enter a valid email' and sends nothing for a bad email", async () => {
    const { requests } = mockApi({});
    const { user } = await openForm();
    await fillRequired(user, { email: 'dana@example' });
    await user.click(screen.getByRole('button', { name: 'Verify I am human' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.dataRightsEmailInvalid)).toBeVisible();
    expect(requests.filter((request) => request.url.includes('/user/requests'))).toHaveLength(0);
  });

  it('asks for the captcha before sending', async () => {
    const { requests } = mockApi({});
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.captchaRequired)).toBeVisible();
    expect(requests.filter((request) => request.url.includes('/user/requests'))).toHaveLength(0);
  });

  it("posts the request with the captcha code and shows 'Your request is submitted'", async () => {
    const { requests } = mockApi({ 'POST /api/user/requests': { body: { ok: true } } });
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: DATA_REQUEST_OPTION_LABELS.out_of_sale }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Verify I am human' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: messages.dataRightsSubmitted })).toBeVisible();
    expect(requests.find((request) => request.url.endsWith('/user/requests'))?.body).toEqual({
      option: 'out_of_sale',
      first_name: 'Dana',
      last_name: 'Reyes',
      address: '12 Main St',
      email: 'dana@example.com',
      phone_number: '(555) 123-4567',
      canvas_url: 'https://canvas.test/canvas/dana',
      state_residence: 'California',
      code: 'solved-captcha',
    });
  });

  it('rejects a non-200 silently: no message, no success view, the form stays', async () => {
    const { requests } = mockApi({
      'POST /api/user/requests': { status: 400, body: { code: 400, message: messages.captchaFailed } },
    });
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Verify I am human' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith('/user/requests'))).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('data-loading'),
    );
    expect(screen.queryByText(messages.captchaFailed)).toBeNull();
    expect(screen.queryByText(messages.dataRightsSubmitted)).toBeNull();
    expect(screen.getByRole('form', { name: messages.dataRightsTitle })).toBeVisible();
  });
});

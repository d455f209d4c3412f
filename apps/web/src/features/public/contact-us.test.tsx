import { CONTACT_OCCUPATIONS, messages } from '@canvas/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import { buildContactMessage } from './api/send-contact-message';

// The real widget solves a proof of work in a Web Worker; here a button stands in for it.
vi.mock('@/components/captcha/captcha-field', () => ({
  CaptchaField: ({
    onChange,
    error,
    load = true,
  }: {
    onChange: (payload: string | null) => void;
    error?: string | null;
    load?: boolean;
  }) => (
    <div data-testid="captcha" data-load={load}>
      <button type="button" onClick={() => onChange('solved-captcha')}>
        Verify I am human
      </button>
      {error ? <p>{error}</p> : null}
    </div>
  ),
}));

async function openForm() {
  const app = renderApp('/contact-us');
  const form = await screen.findByRole('form', { name: 'Contact us' });
  return { ...app, form };
}

describe('Contact Us validation (on blur, spec 1 §5)', () => {
  it("shows 'Please tell us your name', '...your email' and 'Please enter your message' when the fields are left empty", async () => {
    mockApi({});
    const { user } = await openForm();
    await user.click(screen.getByRole('textbox', { name: /your name/i }));
    await user.tab();
    expect(await screen.findByText(messages.contactNameRequired)).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: /^email/i }));
    await user.tab();
    expect(await screen.findByText(messages.contactEmailRequired)).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: /message/i }));
    await user.tab();
    expect(await screen.findByText(messages.contactMessageRequired)).toBeVisible();
  });

  it('rejects a malformed email and sends nothing', async () => {
    const { requests } = mockApi({});
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: /your name/i }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^email/i }), 'ana@salon');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Verify I am human' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeVisible();
    expect(requests.filter((request) => request.url.includes('contact-us'))).toHaveLength(0);
  });

  it('suggests the spec occupations and still takes one typed freely', async () => {
    mockApi({});
    const { user } = await openForm();
    const occupation = screen.getByRole('combobox', { name: 'Occupation' });
    const list = document.getElementById(occupation.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      ...CONTACT_OCCUPATIONS,
    ]);
    await user.type(occupation, 'Spa director');
    expect(occupation).toHaveValue('Spa director');
  });

  it('does not need occupation or phone', async () => {
    const { requests } = mockApi({ 'POST /api/user/contact-us': { body: { ok: true } } });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: /your name/i }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^email/i }), 'ana@salon.com');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Verify I am human' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(requests.some((request) => request.url.endsWith('/contact-us'))).toBe(true));
  });
});

describe('Contact Us sending', () => {
  it("loads the captcha's solver only once the visitor focuses or touches the form", async () => {
    mockApi({});
    const { user } = await openForm();
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-load', 'false');
    await user.click(screen.getByRole('textbox', { name: /your name/i }));
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-load', 'true');
  });

  it('asks for the captcha before sending, and sends nothing without it', async () => {
    const { requests } = mockApi({ 'POST /api/user/contact-us': { body: { ok: true } } });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: /your name/i }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^email/i }), 'ana@salon.com');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.captchaRequired)).toBeVisible();
    expect(requests.filter((request) => request.url.endsWith('/contact-us'))).toHaveLength(0);
  });

  it('posts {from, msg, code} and shows the thank-you view only after the request succeeds', async () => {
    let answer: (value: Response) => void = () => {};
    const { fetchMock, requests } = mockApi({});
    fetchMock.mockImplementation(async (input, init) => {
      requests.push({
        method: init?.method ?? 'GET',
        url: String(input),
        headers: {},
        body: JSON.parse(String(init?.body ?? 'null')),
      });
      if (String(input).endsWith('/contact-us'))
        return new Promise<Response>((resolve) => (answer = resolve));
      return new Response(JSON.stringify({ count: 1 }), { status: 200 });
    });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: /your name/i }), 'Ana <Lee>');
    await user.type(screen.getByLabelText(/occupation/i, { selector: 'input' }), 'Business Owner');
    await user.type(screen.getByRole('textbox', { name: /^email/i }), 'ana@salon.com');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'We are hiring.');
    await user.click(screen.getByRole('button', { name: 'Verify I am human' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(requests.some((request) => request.url.endsWith('/contact-us'))).toBe(true));
    const sent = requests.find((request) => request.url.endsWith('/contact-us'))?.body as {
      from: string;
      msg: string;
      code: string;
    };
    expect(sent.from).toBe('ana@salon.com');
    expect(sent.code).toBe('solved-captcha');
    expect(sent.msg).toContain('Ana &lt;Lee&gt;');
    expect(sent.msg).toContain('Business Owner');
    expect(sent.msg).toContain('We are hiring.');
    expect(screen.queryByText(/your message is on its way/i)).toBeNull();
    answer(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    expect(await screen.findByRole('heading', { name: /your message is on its way/i })).toBeVisible();
  });

  it('keeps the form (no thank-you view) when sending fails', async () => {
    mockApi({
      'POST /api/user/contact-us': { status: 500, body: { code: 500, message: messages.internal } },
    });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: /your name/i }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^email/i }), 'ana@salon.com');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Verify I am human' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.internal)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeVisible();
    expect(screen.queryByText(/your message is on its way/i)).toBeNull();
  });
});

describe('buildContactMessage', () => {
  it('leaves out the optional phone and occupation when empty and escapes every value', () => {
    const { msg } = buildContactMessage({
      name: '<img src=x onerror=alert(1)>',
      occupation: '',
      email: 'a@b.co',
      phone: '',
      message: 'Line one\nline two\n\nSecond paragraph',
    });
    expect(msg).not.toContain('<img');
    expect(msg).not.toContain('Phone');
    expect(msg).not.toContain('Occupation');
    expect(msg).toContain('<p>Line one<br>line two</p><p>Second paragraph</p>');
  });
});

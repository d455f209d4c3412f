import { DATA_REQUEST_OPTIONS, type DataRightsRequestInput, ErrorCode, messages } from '@canvas/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/helper';
import { contactMessages, dataRightsRequests, landingPageVisits, outboxMessages } from '../../db/schema';
import { CONTACT_MESSAGES_PER_HOUR } from './service';

// A cheap proof of work keeps the suite fast; production uses the defaults in config.ts.
const t = useTestApp({
  CAPTCHA_COST: '1',
  CAPTCHA_MAX_NUMBER: '40',
  SUPPORT_EMAIL: 'help@canvas.test',
  PARTNER_SCREPS_URL: 'https://partner.example.com/reps',
});

async function emailsTo(recipient: string) {
  await t.app.deps.jobs.drain();
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id));
}

async function fetchChallenge(): Promise<Challenge> {
  const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  expect(response.statusCode).toBe(200);
  return response.json<Challenge>();
}

/** What the ALTCHA widget sends: base64 JSON of the challenge and the found solution. */
async function solvedCode(challenge?: Challenge): Promise<string> {
  const fresh = challenge ?? (await fetchChallenge());
  const solution = await solveChallenge({ challenge: fresh, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge: fresh, solution })).toString('base64');
}

function dataRequest(overrides: Partial<DataRightsRequestInput> = {}): DataRightsRequestInput {
  return {
    option: 'access_my_personal_info',
    first_name: 'Dana',
    last_name: 'Reyes',
    address: '12 Main St, Albany',
    email: uniqueEmail('rights'),
    phone_number: '(555) 123-4567',
    canvas_url: 'https://canvas.example.com/canvas/dana-reyes',
    state_residence: 'California',
    code: '',
    ...overrides,
  };
}

let contactIp = 0;
/** A Contact Us post with a solved captcha, from an address of its own unless told (the limit is per IP). */
async function postContact(
  payload: { from: string; msg: string; code?: string },
  remoteAddress = `198.51.100.${++contactIp}`,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/contact-us',
    remoteAddress,
    payload: { code: payload.code ?? (await solvedCode()), ...payload },
  });
}

const countRows = async (table: typeof contactMessages | typeof dataRightsRequests) =>
  (await t.database.db.select().from(table)).length;

describe('POST /api/user/contact-us', () => {
  it('stores the message for admins and emails support with the sender as reply-to', async () => {
    const from = uniqueEmail('contact');
    const msg = '<p><strong>Name:</strong> Ana</p><p>I would like a demo for my salon.</p>';
    const response = await postContact({ from, msg });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.fromEmail, from));
    expect(row?.messageHtml).toBe(msg);
    expect(row?.messageText).toContain('I would like a demo for my salon.');
    const [email] = await emailsTo('help@canvas.test');
    expect(email?.template).toBe('contact-us');
    expect(email?.html).toContain(msg);
  });

  it('treats msg as untrusted HTML: scripts, handlers and javascript: links never reach storage or email', async () => {
    const from = uniqueEmail('attacker');
    const msg =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.test"></iframe>';
    const response = await postContact({ from, msg });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.fromEmail, from));
    for (const stored of [row?.messageHtml ?? '', (await emailsTo('help@canvas.test'))[0]?.html ?? '']) {
      expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img/i);
    }
    expect(row?.messageHtml).toContain('<p>Hi</p>');
  });

  it('refuses a missing sender email or an empty message and stores nothing', async () => {
    const before = await countRows(contactMessages);
    const noEmail = await postContact({ from: 'not-an-email', msg: '<p>hello</p>' });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json()).toMatchObject({ message: messages.contactEmailRequired, field: 'from' });
    const onlyTags = await postContact({ from: uniqueEmail(), msg: '<script>alert(1)</script>' });
    expect(onlyTags.statusCode).toBe(422);
    expect(onlyTags.json()).toMatchObject({ message: messages.contactMessageRequired, field: 'msg' });
    expect(await countRows(contactMessages)).toBe(before);
  });

  it('keeps rel="noopener noreferrer nofollow" on links, whatever rel the visitor wrote', async () => {
    const from = uniqueEmail('links');
    const msg = '<p><a href="https://example.com/portfolio" rel="opener" target="_blank">my work</a></p>';
    expect((await postContact({ from, msg })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.fromEmail, from));
    expect(row?.messageHtml).toBe(
      '<p><a href="https://example.com/portfolio" rel="noopener noreferrer nofollow">my work</a></p>',
    );
  });

  it('asks for a solved captcha, once, and stores nothing without one', async () => {
    const before = await countRows(contactMessages);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: { from: uniqueEmail(), msg: '<p>hello</p>' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ field: 'code' });
    const unsolved = await postContact({ from: uniqueEmail(), msg: '<p>hello</p>', code: '' });
    expect(unsolved.statusCode).toBe(422);
    expect(unsolved.json()).toMatchObject({ message: messages.captchaRequired, field: 'code' });
    const garbage = await postContact({
      from: uniqueEmail(),
      msg: '<p>hello</p>',
      code: 'bm90IGEgcGF5bG9hZA==',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ message: messages.captchaFailed, field: 'code' });
    const code = await solvedCode();
    expect((await postContact({ from: uniqueEmail(), msg: '<p>first</p>', code })).statusCode).toBe(200);
    const replay = await postContact({ from: uniqueEmail(), msg: '<p>again</p>', code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: messages.captchaFailed });
    expect(await countRows(contactMessages)).toBe(before + 1);
  });

  it(`accepts ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one IP address, then answers 429`, async () => {
    const ip = '203.0.113.77';
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_HOUR; sent += 1) {
      expect((await postContact({ from: uniqueEmail(), msg: `<p>${sent}</p>` }, ip)).statusCode).toBe(200);
    }
    const before = await countRows(contactMessages);
    const refused = await postContact({ from: uniqueEmail(), msg: '<p>one more</p>' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.tooManyRequests,
      message: messages.tooManyRequests,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(contactMessages)).toBe(before);
    expect((await postContact({ from: uniqueEmail(), msg: '<p>another visitor</p>' })).statusCode).toBe(200);
  });
});

describe('GET /api/captcha/challenge', () => {
  it('answers a fresh signed PBKDF2 challenge that expires, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    const body = response.json<Challenge>();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect((await fetchChallenge()).parameters.nonce).not.toBe(body.parameters.nonce);
  });
});

describe('POST /api/user/requests', () => {
  it('stores an open request for admins and acknowledges it by email', async () => {
    const request = dataRequest({ option: 'delete_my_personal_info', code: await solvedCode() });
    const response = await t.app.inject({ method: 'POST', url: '/api/user/requests', payload: request });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(dataRightsRequests)
      .where(eq(dataRightsRequests.email, request.email));
    expect(row).toMatchObject({
      option: 'delete_my_personal_info',
      firstName: 'Dana',
      phoneNumber: '(555) 123-4567',
      stateResidence: 'California',
      status: 'open',
    });
    const [ack] = await emailsTo(request.email);
    expect(ack?.template).toBe('data-rights-acknowledgement');
    expect(ack?.text).toContain(`#${row?.id}`);
    expect(
      (await emailsTo('help@canvas.test')).some((email) => email.template === 'data-rights-request'),
    ).toBe(true);
  });

  it('accepts each of the four request types', async () => {
    for (const option of DATA_REQUEST_OPTIONS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/requests',
        payload: dataRequest({ option, code: await solvedCode() }),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('escapes what the visitor typed in the acknowledgement email', async () => {
    const request = dataRequest({ first_name: '<b onmouseover=x>Eve</b>', code: await solvedCode() });
    await t.app.inject({ method: 'POST', url: '/api/user/requests', payload: request });
    const [ack] = await emailsTo(request.email);
    expect(ack?.html).not.toContain('<b onmouseover');
    expect(ack?.html).toContain('&lt;b onmouseover=x&gt;');
  });

  describe('refuses, storing nothing and sending nothing', () => {
    const cases: [string, () => Promise<Partial<DataRightsRequestInput>>, number, string?][] = [
      ['a missing captcha', async () => ({ code: '' }), 422, messages.captchaRequired],
      ['a garbage captcha', async () => ({ code: 'bm90IGEgcGF5bG9hZA==' }), 400, messages.captchaFailed],
      [
        'a wrong solution',
        async () => {
          const challenge = await fetchChallenge();
          const solution = { counter: 999_999, derivedKey: 'ab'.repeat(32) };
          return { code: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
        },
        400,
        messages.captchaFailed,
      ],
      [
        'a challenge altered after signing (a later expiry)',
        async () => {
          const challenge = await fetchChallenge();
          const solution = await solveChallenge({ challenge, deriveKey });
          const expiresAt = (challenge.parameters.expiresAt ?? 0) + 86_400;
          const forged = { ...challenge, parameters: { ...challenge.parameters, expiresAt } };
          return { code: Buffer.from(JSON.stringify({ challenge: forged, solution })).toString('base64') };
        },
        400,
        messages.captchaFailed,
      ],
      [
        'an invalid email',
        async () => ({ email: 'dana@localhost', code: await solvedCode() }),
        422,
        messages.dataRightsEmailInvalid,
      ],
      [
        'an unmasked phone',
        async () => ({ phone_number: '5551234567', code: await solvedCode() }),
        422,
        messages.dataRightsPhoneInvalid,
      ],
      [
        'an unknown request type',
        async () => ({ option: 'sell_my_data' as never, code: await solvedCode() }),
        422,
      ],
      ['an empty required field', async () => ({ address: '  ', code: await solvedCode() }), 422],
      ['a too-long field', async () => ({ first_name: 'x'.repeat(61), code: await solvedCode() }), 422],
    ];
    for (const [name, overrides, status, message] of cases) {
      it(name, async () => {
        const request = dataRequest(await overrides());
        const before = await countRows(dataRightsRequests);
        const response = await t.app.inject({ method: 'POST', url: '/api/user/requests', payload: request });
        expect(response.statusCode).toBe(status);
        if (message) expect(response.json().message).toBe(message);
        expect(await countRows(dataRightsRequests)).toBe(before);
        expect(await emailsTo(request.email)).toHaveLength(0);
      });
    }
  });

  it('accepts a solved captcha once: a replay is refused', async () => {
    const code = await solvedCode();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/user/requests',
      payload: dataRequest({ code }),
    });
    expect(first.statusCode).toBe(200);
    const before = await countRows(dataRightsRequests);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/user/requests',
      payload: dataRequest({ code }),
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: ErrorCode.badRequest, message: messages.captchaFailed });
    expect(await countRows(dataRightsRequests)).toBe(before);
  });
});

describe('POST /api/landing/page-visited', () => {
  it('records page, source and rep with the ip taken by the server, not the body', async () => {
    const source = `campaign-${Date.now()}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/landing/page-visited',
      remoteAddress: '203.0.113.7',
      payload: { page: 'wella', source, rep: 'rep-42', ip: '1.2.3.4' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(landingPageVisits)
      .where(eq(landingPageVisits.source, source));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ page: 'wella', rep: 'rep-42', ip: '203.0.113.7' });
  });

  it('accepts a null rep and refuses unknown pages', async () => {
    const source = `campaign-${Date.now()}-b`;
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/landing/page-visited',
      payload: { page: 'studentpro', source, rep: null },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/landing/page-visited',
      payload: { page: 'not-a-landing-page', source, rep: null },
    });
    expect(bad.statusCode).toBe(422);
    const rows = await t.database.db
      .select()
      .from(landingPageVisits)
      .where(eq(landingPageVisits.source, source));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/landing/partner-redirect/:name', () => {
  it('answers the configured partner URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/landing/partner-redirect/screps' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://partner.example.com/reps' });
  });

  it('answers 404 for a partner without a URL, and refuses unknown names', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/landing/partner-redirect/innovate' })).statusCode,
    ).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/landing/partner-redirect/evil' });
    expect(unknown.statusCode).toBe(422);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('point crawlers at the public pages on PUBLIC_URL and keep them out of the API', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const path of ['/', '/paulmitchell', '/contact-us', '/terms', '/privacy-policy']) {
      expect(sitemap.body).toContain(`<loc>${t.config.publicUrl}${path}</loc>`);
    }
  });
});

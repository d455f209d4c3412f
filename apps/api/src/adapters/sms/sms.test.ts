import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { ConfigError, loadConfig } from '../../config';
import { createSmsSender, OutboxSmsSender, SmsDeliveryError, TwilioSmsSender } from './index';

interface Call {
  url: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}
const calls: Call[] = [];
let answerStatus = 201;

/** A local stand-in for Twilio's Messages API. */
const fake = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    calls.push({
      url: request.url,
      authorization: request.headers.authorization,
      form: new URLSearchParams(body),
    });
    response.writeHead(answerStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
  });
});
let apiUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const options = () => ({ accountSid: 'AC123', authToken: 'token-xyz', from: '+15005550006', apiUrl });

describe('Twilio-compatible SMS sender', () => {
  it("posts To, From and Body to the account's Messages resource with basic auth", async () => {
    answerStatus = 201;
    await new TwilioSmsSender(options()).send({
      to: '+13125550147',
      text: 'Your code is 123456',
      template: 'x',
    });
    const call = calls.at(-1);
    expect(call?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(call?.authorization).toBe(`Basic ${Buffer.from('AC123:token-xyz').toString('base64')}`);
    expect(Object.fromEntries(call?.form ?? [])).toEqual({
      To: '+13125550147',
      From: '+15005550006',
      Body: 'Your code is 123456',
    });
  });

  it('throws when the provider refuses, without the message text in the error', async () => {
    answerStatus = 400;
    const sending = new TwilioSmsSender(options()).send({
      to: '+1',
      text: 'Your code is 654321',
      template: 'x',
    });
    await expect(sending).rejects.toThrow(SmsDeliveryError);
    await expect(sending).rejects.not.toThrow(/654321/);
    answerStatus = 201;
  });

  it('is chosen when all TWILIO_* are set; a partial set stops the start; the outbox otherwise', () => {
    const base = { DATA_DIR: '/tmp/canvas-test', JWT_SECRET: 'x'.repeat(40) };
    const db = {} as never;
    const twilio = loadConfig({
      ...base,
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM_NUMBER: '+1500',
      TWILIO_API_URL: `${apiUrl}/`,
    });
    expect(twilio.sms).toEqual({ kind: 'twilio', accountSid: 'AC1', authToken: 't', from: '+1500', apiUrl });
    expect(createSmsSender(twilio, db)).toBeInstanceOf(TwilioSmsSender);
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(ConfigError);
    expect(createSmsSender(loadConfig(base), db)).toBeInstanceOf(OutboxSmsSender);
  });
});

describe('outbox SMS sender (the default)', () => {
  const t = useTestApp();

  it('stores each text, readable through GET /api/dev/outbox', async () => {
    await t.app.deps.sms.send({
      to: '+13125550199',
      text: 'Your Canvas code is 111222',
      template: 'phone-code',
    });
    // Queued, not yet delivered: listed as such until the worker (here drain) hands it to the outbox.
    const before = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B13125550199' });
    expect(before.json().list).toEqual([
      expect.objectContaining({ status: 'queued', template: 'phone-code' }),
    ]);
    await t.app.deps.jobs.drain();
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B13125550199' });
    expect(response.json().list).toEqual([
      expect.objectContaining({
        kind: 'sms',
        recipient: '+13125550199',
        subject: null,
        html: null,
        text: 'Your Canvas code is 111222',
        template: 'phone-code',
      }),
    ]);
    expect(response.json().list[0]).not.toHaveProperty('status');
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { loadConfig } from '../../config';
import { createEmailSender, OutboxEmailSender, SmtpEmailSender } from './index';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onAuth(auth, _session, callback) {
    if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
    else callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
        user: typeof session.user === 'string' ? session.user : undefined,
      });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const message = {
  to: 'maya@example.com',
  subject: 'Verify your email',
  html: '<p>Hello <a href="http://canvas.test/verify">verify</a></p>',
  text: 'Hello, verify at http://canvas.test/verify',
  template: 'verify-email',
  replyTo: 'help@example.com',
};

describe('SMTP email sender', () => {
  it('delivers the HTML and text bodies through the SMTP server named by SMTP_URL, authenticating', async () => {
    const sender = new SmtpEmailSender(
      `smtp://mailer:secret@127.0.0.1:${port}`,
      'Canvas <no-reply@canvas.test>',
    );
    await sender.send(message);
    sender.close();
    const mail = received.at(-1);
    expect(mail?.from).toBe('no-reply@canvas.test');
    expect(mail?.to).toEqual(['maya@example.com']);
    expect(mail?.user).toBe('mailer');
    expect(mail?.raw).toContain('Subject: Verify your email');
    expect(mail?.raw).toContain('Reply-To: help@example.com');
    expect(mail?.raw).toContain('text/html');
    expect(mail?.raw).toContain('text/plain');
    expect(mail?.raw).toContain('X-Canvas-Template: verify-email');
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const sender = new SmtpEmailSender(`smtp://mailer:wrong@127.0.0.1:${port}`, 'no-reply@canvas.test');
    await expect(sender.send(message)).rejects.toThrow();
    sender.close();
  });

  it('is chosen when SMTP_URL is set; the outbox otherwise', () => {
    const base = { DATA_DIR: '/tmp/canvas-test', JWT_SECRET: 'x'.repeat(40) };
    const db = {} as never;
    expect(
      createEmailSender(loadConfig({ ...base, SMTP_URL: `smtp://127.0.0.1:${port}` }), db),
    ).toBeInstanceOf(SmtpEmailSender);
    expect(createEmailSender(loadConfig(base), db)).toBeInstanceOf(OutboxEmailSender);
  });
});

describe('outbox email sender (the default)', () => {
  const t = useTestApp();

  it('stores each email, readable through GET /api/dev/outbox, newest first and filtered by recipient', async () => {
    await t.app.deps.email.send({ ...message, to: 'first@example.com', subject: 'First' });
    await t.app.deps.email.send({ ...message, to: 'Second@Example.com', subject: 'Second' });
    const all = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .list.slice(0, 2)
        .map((row: { subject: string }) => row.subject),
    ).toEqual(['Second', 'First']);
    const one = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=second@example.com' });
    expect(one.json().list).toEqual([
      expect.objectContaining({
        kind: 'email',
        recipient: 'Second@Example.com',
        subject: 'Second',
        html: message.html,
        text: message.text,
        template: 'verify-email',
      }),
    ]);
  });
});

describe('outbox in production', () => {
  const production = useTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://canvas.example.com' });

  it('is not served', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});

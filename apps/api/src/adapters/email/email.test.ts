import { type AddressInfo, createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, useTestApp } from '../../../test/helper';
import { loadConfig } from '../../config';
import { jobs } from '../../db/schema';
import { createEmailSender, OutboxEmailSender, SmtpEmailSender } from './index';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

const received: Received[] = [];
/** Messages the fake server answers with a temporary failure before accepting again (an outage). */
let refusals = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onAuth(auth, _session, callback) {
    if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
    else callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    if (refusals > 0) {
      refusals -= 1;
      stream.resume();
      stream.on('end', () =>
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })),
      );
      return;
    }
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

  it('sends attachments as MIME parts with their type and file name (a calendar invitation)', async () => {
    const sender = new SmtpEmailSender(`smtp://127.0.0.1:${port}`, 'no-reply@canvas.test');
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await sender.send({
      ...message,
      attachments: [
        {
          filename: 'invitation.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: ics,
        },
      ],
    });
    sender.close();
    // Header lines may be folded (a CRLF and a space); unfolded, the part reads on one line each.
    const raw = (received.at(-1)?.raw ?? '').replace(/\r\n[ \t]/g, ' ');
    expect(raw).toContain('multipart/mixed');
    expect(raw).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST; name=invitation.ics');
    const part =
      /Content-Disposition: attachment; filename=invitation\.ics\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(
        raw,
      );
    expect(Buffer.from(part?.[1] ?? '', 'base64').toString('utf8')).toBe(ics);
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

describe('queued email through SMTP', () => {
  const emailJobs = (app: Awaited<ReturnType<typeof createTestApp>>) =>
    app.database.db.select().from(jobs).where(eq(jobs.kind, 'email'));
  /** GET /api/dev/outbox without delivering first (test/outbox.ts drains the queue). */
  const listedFor = async (app: Awaited<ReturnType<typeof createTestApp>>, to: string) =>
    (await app.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json()
      .list;

  it('answers forgot-password during an SMTP outage, keeps the email and delivers it on a later try', async () => {
    const test = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const user = await createUser(test.database);
      refusals = 1;
      const sentBefore = received.length;
      const answer = await test.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: user.email },
      });
      expect(answer.statusCode).toBe(200);
      await test.app.deps.jobs.drain();
      expect(received.length).toBe(sentBefore);
      const [waiting] = await emailJobs(test);
      expect(waiting).toMatchObject({ attempts: 1, failedAt: null });
      expect(waiting?.lastError).toMatch(/451|try again/);
      if (!waiting) throw new Error('no email job');
      // The developer outbox shows it waiting, with why.
      expect(await listedFor(test, user.email)).toEqual([
        expect.objectContaining({
          status: 'queued',
          template: 'reset-password',
          lastError: expect.stringMatching(/451|try again/),
        }),
      ]);

      // The back-off has passed: the next try goes through and the job is done.
      await test.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, waiting.id));
      await test.app.deps.jobs.drain();
      const mail = received.at(-1);
      expect(mail?.to).toEqual([user.email]);
      expect(mail?.raw).toContain('X-Canvas-Template: reset-password');
      expect(await emailJobs(test)).toEqual([]);
    } finally {
      await test.close();
    }
  });

  it('answers sign-up while no SMTP server listens, keeping the verification email queued', async () => {
    // A port that was free a moment ago: connecting to it is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const test = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${deadPort}` });
    try {
      const answer = await test.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Nia',
          lastName: 'Brooks',
          email: 'outage@example.com',
          password: 'Test_pass1',
          kind: 'student',
        },
      });
      expect(answer.statusCode).toBe(200);
      await test.app.deps.jobs.drain();
      const [waiting] = await emailJobs(test);
      expect(waiting).toMatchObject({ attempts: 1, failedAt: null });
      expect(waiting?.payload).toMatchObject({ to: 'outage@example.com', template: 'verify-email' });
      // Out of tries: kept, no longer run, and shown as failed.
      await test.database.db.update(jobs).set({ failedAt: sql`now()` }).where(eq(jobs.kind, 'email'));
      await test.app.deps.jobs.drain();
      expect(await listedFor(test, 'outage@example.com')).toEqual([
        expect.objectContaining({ status: 'failed', template: 'verify-email', subject: expect.any(String) }),
      ]);
    } finally {
      await test.close();
    }
  });
});

describe('outbox email sender (the default)', () => {
  const t = useTestApp();

  it('stores each email, readable through GET /api/dev/outbox, newest first and filtered by recipient', async () => {
    // Delivered one after the other: a drain runs due jobs side by side, in no set order.
    await t.app.deps.email.send({ ...message, to: 'first@example.com', subject: 'First' });
    await t.app.deps.jobs.drain();
    await t.app.deps.email.send({ ...message, to: 'Second@Example.com', subject: 'Second' });
    await t.app.deps.jobs.drain();
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
    expect(one.json().list[0]).not.toHaveProperty('attachments');
  });

  it('keeps the attachments, listed while queued and once delivered', async () => {
    const attachment = {
      filename: 'invitation.ics',
      contentType: 'text/calendar',
      content: 'BEGIN:VCALENDAR\r\n',
    };
    await t.app.deps.email.send({ ...message, to: 'invitee@example.com', attachments: [attachment] });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=invitee@example.com' })).json().list;
    expect(await listed()).toEqual([
      expect.objectContaining({ status: 'queued', attachments: [attachment] }),
    ]);
    await t.app.deps.jobs.drain();
    const [delivered] = await listed();
    expect(delivered).toMatchObject({ recipient: 'invitee@example.com', attachments: [attachment] });
    expect(delivered).not.toHaveProperty('status');
  });
});

describe('outbox in production', () => {
  const production = useTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://canvas.example.com' });

  it('is not served', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});

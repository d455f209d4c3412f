import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { JobQueue } from '../../lib/jobs/queue';

/** A file sent with an email, as text (a calendar invitation): it travels in the job's JSON payload. */
export interface EmailAttachment {
  filename: string;
  /** The MIME type, with its parameters ('text/calendar; charset=utf-8; method=REQUEST'). */
  contentType: string;
  content: string;
}

/** One email: both an HTML and a plain-text body; `template` names the kind (for logs and tests). */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  replyTo?: string;
  attachments?: EmailAttachment[];
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** The embedded default: stores every email, with its attachments, in outbox_messages (read at /dev/mailbox). */
export class OutboxEmailSender implements EmailSender {
  constructor(private readonly db: Db) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      kind: 'email',
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      template: message.template,
      attachments: message.attachments?.length ? message.attachments : null,
    });
  }
}

/** Sends through an SMTP server named by SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). */
export class SmtpEmailSender implements EmailSender {
  readonly #transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // A dead server must fail the attempt (the queue retries it) well inside the job's lease.
    this.#transport = nodemailer.createTransport({
      url,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  }

  async send(message: EmailMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              content: attachment.content,
            })),
          }
        : {}),
      headers: { 'X-Canvas-Template': message.template },
    });
  }

  close(): void {
    this.#transport.close();
  }
}

export const EMAIL_JOB = 'email';

/**
 * What the app sends through (app.deps.email): each email becomes a job in the durable queue, so a
 * request never waits for or fails with the provider; the queue's worker hands it to `driver` and
 * retries with back-off while the provider is down (decision 028).
 */
export function queuedEmailSender(queue: JobQueue, driver: EmailSender): EmailSender {
  queue.register<EmailMessage>(EMAIL_JOB, (message) => driver.send(message));
  return {
    async send(message) {
      await queue.enqueue(EMAIL_JOB, message);
    },
  };
}

/** The driver that delivers: SMTP when configured, the outbox otherwise. */
export function createEmailSender(config: Config, db: Db): EmailSender {
  return config.email.kind === 'smtp'
    ? new SmtpEmailSender(config.email.url, config.email.from)
    : new OutboxEmailSender(db);
}

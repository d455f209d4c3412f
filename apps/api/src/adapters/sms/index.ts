import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { JobQueue } from '../../lib/jobs/queue';

/** One text message to an E.164 number (+13125550147). */
export interface SmsMessage {
  to: string;
  text: string;
  template: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The embedded default: stores every text in outbox_messages (read at /dev/mailbox). */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: Db) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      kind: 'sms',
      recipient: message.to,
      subject: null,
      html: null,
      text: message.text,
      template: message.template,
    });
  }
}

export class SmsDeliveryError extends Error {}

/** Twilio's Messages API (or any service that speaks it): POST form data with basic auth. */
export class TwilioSmsSender implements SmsSender {
  constructor(
    private readonly options: { accountSid: string; authToken: string; from: string; apiUrl: string },
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const { accountSid, authToken, from, apiUrl } = this.options;
    const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to, From: from, Body: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      // The provider's answer may echo the body; only the status goes into the error.
      throw new SmsDeliveryError(`SMS provider answered ${response.status}`);
    }
  }
}

export const SMS_JOB = 'sms';

/** Like email (adapters/email): each text is a queued job that the worker delivers through `driver`. */
export function queuedSmsSender(queue: JobQueue, driver: SmsSender): SmsSender {
  queue.register<SmsMessage>(SMS_JOB, (message) => driver.send(message));
  return {
    async send(message) {
      await queue.enqueue(SMS_JOB, message);
    },
  };
}

/** The driver that delivers: a Twilio-compatible API when configured, the outbox otherwise. */
export function createSmsSender(config: Config, db: Db): SmsSender {
  return config.sms.kind === 'twilio' ? new TwilioSmsSender(config.sms) : new OutboxSmsSender(db);
}

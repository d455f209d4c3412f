import { z } from '../zod-config';

/** One stored message of the embedded email/SMS outbox (GET /api/dev/outbox, not in production). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  html: z.string().nullable(),
  text: z.string(),
  template: z.string(),
  /** Files sent with an email (a calendar invitation), as text; absent when there are none. */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }))
    .optional(),
  createdAt: z.string(),
  /**
   * Absent once delivered to the outbox. `queued`: waiting in the job queue (for its first try, or
   * the next after a failure); `failed`: every try failed (decision 028). Both mostly seen with a real
   * provider (SMTP_URL, TWILIO_*) that is down.
   */
  status: z.enum(['queued', 'failed']).optional(),
  /** Why the last try failed, for a queued or failed message. */
  lastError: z.string().optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  /** Only messages to this address or number (case-insensitive). */
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxListSchema = z.object({ list: z.array(outboxMessageSchema) });
export type OutboxList = z.infer<typeof outboxListSchema>;

import type { EmailSender } from '../adapters/email';
import type { SmsSender } from '../adapters/sms';
import type { StorageDriver } from '../adapters/storage';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobQueue } from './jobs/queue';
import type { Realtime } from './realtime';
import type { TokenSigner } from './tokens';

/** What route modules need from the outside world; built once in app.ts and reachable as app.deps. */
export interface AppDeps {
  config: Config;
  database: Database;
  signer: TokenSigner;
  /** The durable background queue (lib/jobs); server.ts starts its worker. */
  jobs: JobQueue;
  /** Queued; delivered to the outbox by default, SMTP when SMTP_URL is set. */
  email: EmailSender;
  /** Queued; delivered to the outbox by default, a Twilio-compatible API when TWILIO_* is set. */
  sms: SmsSender;
  /** DATA_DIR/media (served at /media) by default, S3-compatible when S3_BUCKET is set. */
  storage: StorageDriver;
  /** Chat events to open sockets (lib/realtime): in-process by default, the Socket.IO hub once server.ts attaches it. */
  realtime: Realtime;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

/**
 * The durable background queue (decision 028): a job is a row in `jobs`, written by the request
 * (inside its transaction when it passes one) and run by a worker loop that every API process starts.
 * Workers claim due rows with `FOR UPDATE SKIP LOCKED` and a lease, so two processes never run one job
 * at the same time and a job whose worker died is taken again once its lease ends (at least once: a
 * handler must tolerate a rare repeat). A failure is retried with exponential back-off until
 * `maxAttempts`, then the job is kept as failed. Generic: modules register handlers by kind.
 */

export type JobHandler<Payload> = (payload: Payload) => Promise<void>;

export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueueOptions {
  /** Claims per job before it is kept as failed. */
  maxAttempts?: number;
  /** Wait before the next try after `attempts` failed claims. */
  retryDelayMs?: (attempts: number) => number;
  /** How long a claim holds a job; past it another worker may take it again. */
  leaseMs?: number;
  /** How often an idle worker looks for due jobs (new jobs of this process wake it at once). */
  pollMs?: number;
  log?: JobLog;
}

export const JOB_MAX_ATTEMPTS = 10;
/** 30 s, 1 min, 2 min ... capped at an hour: ten tries span about three hours of an outage. */
export const jobRetryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
/** Longer than any handler should take (the SMTP driver gives up well before). */
const LEASE_MS = 10 * 60 * 1000;
const POLL_MS = 2000;
const CLAIM_BATCH = 10;
const MAX_ERROR_LENGTH = 1000;

export class JobQueue {
  readonly #db: Db;
  readonly #handlers = new Map<string, JobHandler<never>>();
  readonly #maxAttempts: number;
  readonly #retryDelayMs: (attempts: number) => number;
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #log: JobLog | undefined;
  #started = false;
  #timer: NodeJS.Timeout | undefined;
  #working: Promise<void> | undefined;
  #wokenWhileWorking = false;

  constructor(db: Db, options: JobQueueOptions = {}) {
    this.#db = db;
    this.#maxAttempts = options.maxAttempts ?? JOB_MAX_ATTEMPTS;
    this.#retryDelayMs = options.retryDelayMs ?? jobRetryDelayMs;
    this.#leaseMs = options.leaseMs ?? LEASE_MS;
    this.#pollMs = options.pollMs ?? POLL_MS;
    this.#log = options.log;
  }

  /** Names the code that runs jobs of `kind`; one handler per kind. */
  register<Payload>(kind: string, handler: JobHandler<Payload>): void {
    if (this.#handlers.has(kind)) throw new Error(`job kind ${kind} is already registered`);
    this.#handlers.set(kind, handler as JobHandler<never>);
  }

  /**
   * Queues a job (JSON payload). Pass the request's transaction as `db` so the job exists exactly
   * when the transaction commits.
   */
  async enqueue(
    kind: string,
    payload: unknown,
    options: { db?: Db; delayMs?: number } = {},
  ): Promise<number> {
    if (!this.#handlers.has(kind)) throw new Error(`no handler for job kind ${kind}`);
    const runAt = options.delayMs
      ? sql`now() + make_interval(secs => ${options.delayMs / 1000})`
      : sql`now()`;
    const [row] = await (options.db ?? this.#db)
      .insert(jobs)
      .values({ kind, payload, runAt })
      .returning({ id: jobs.id });
    if (!row) throw new Error('job not queued');
    // The worker of this process looks at once rather than at its next poll (a job queued in a
    // transaction that has not committed by then waits for that poll).
    setImmediate(() => this.#wake());
    return row.id;
  }

  /** Claims up to `limit` due jobs and runs them; answers how many were claimed. */
  async runDue(limit = CLAIM_BATCH): Promise<number> {
    const due = this.#db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.failedAt),
          lte(jobs.runAt, sql`now()`),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.#db
      .update(jobs)
      .set({
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${this.#leaseMs / 1000})`,
      })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts });
    await Promise.all(claimed.map((job) => this.#run(job)));
    return claimed.length;
  }

  /** Runs jobs until none is due (tests, and a worker catching up). */
  async drain(): Promise<void> {
    while ((await this.runDue()) > 0) {
      // Each round claims what became due, including jobs the previous round's handlers queued.
    }
  }

  /** Starts this process's worker loop (server.ts); `stop` ends it after the jobs in hand. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#started = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#working;
  }

  async #run(job: { id: number; kind: string; payload: unknown; attempts: number }): Promise<void> {
    // Only the claim that took this attempt may settle it: a worker whose lease ran out loses the job.
    const ours = and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts));
    try {
      const handler = this.#handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await (handler as JobHandler<unknown>)(job.payload);
      await this.#db.delete(jobs).where(ours);
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const failed = job.attempts >= this.#maxAttempts;
      await this.#db
        .update(jobs)
        .set(
          failed
            ? { lastError, lockedUntil: null, failedAt: sql`now()` }
            : {
                lastError,
                lockedUntil: null,
                runAt: sql`now() + make_interval(secs => ${this.#retryDelayMs(job.attempts) / 1000})`,
              },
        )
        .where(ours);
      const details = { jobId: job.id, kind: job.kind, attempts: job.attempts, error: lastError };
      if (failed) this.#log?.error(details, 'job failed for good');
      else this.#log?.warn(details, 'job failed; will retry');
    }
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), delayMs);
    this.#timer.unref();
  }

  #wake(): void {
    if (!this.#started) return;
    if (this.#working) this.#wokenWhileWorking = true;
    else this.#schedule(0);
  }

  async #tick(): Promise<void> {
    this.#timer = undefined;
    this.#working = this.#work();
    await this.#working;
    this.#working = undefined;
    if (this.#started) this.#schedule(this.#pollMs);
  }

  async #work(): Promise<void> {
    try {
      do {
        this.#wokenWhileWorking = false;
        while (this.#started && (await this.runDue()) > 0) {
          // Keep claiming while there is work.
        }
      } while (this.#started && this.#wokenWhileWorking);
    } catch (error) {
      // The database may be briefly unreachable; the next poll tries again.
      this.#log?.error({ err: error }, 'job queue poll failed');
    }
  }
}

/** How long a job that failed for good is kept to be read (and retried by hand) before it is purged. */
export const FAILED_JOB_RETENTION_DAYS = 30;

/** Deletes jobs that failed for good longer ago than the retention; answers how many went. */
export async function purgeFailedJobs(db: Db, retentionDays = FAILED_JOB_RETENTION_DAYS): Promise<number> {
  const purged = await db
    .delete(jobs)
    .where(sql`${jobs.failedAt} < now() - make_interval(days => ${retentionDays})`)
    .returning({ id: jobs.id });
  return purged.length;
}

/**
 * Jobs of `kinds` waiting for a try, or failed, newest first; `match` keeps those whose payload field
 * equals a value, ignoring case. A job a worker holds right now is left out: it may already have
 * done its work and be about to go. For developer tools (the outbox).
 */
export function listWaitingJobs(
  db: Db,
  options: { kinds: string[]; match?: { field: string; value: string } | undefined; limit: number },
) {
  const { match } = options;
  return db
    .select()
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, options.kinds),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
        match ? sql`lower(${jobs.payload}->>${match.field}) = lower(${match.value})` : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(options.limit);
}

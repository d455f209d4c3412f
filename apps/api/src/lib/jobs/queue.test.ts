import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { type JobRow, jobs } from '../../db/schema';
import {
  FAILED_JOB_RETENTION_DAYS,
  JobQueue,
  jobRetryDelayMs,
  listWaitingJobs,
  purgeFailedJobs,
} from './queue';

const t = useTestApp();

async function jobRow(id: number): Promise<JobRow | undefined> {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Each test uses its own kind, so jobs left by another test are never run by the wrong handler. */
let kindCounter = 0;
const newKind = () => `test-${++kindCounter}`;

describe('job queue', () => {
  it('runs a queued job with its payload once and removes it', async () => {
    const queue = new JobQueue(t.database.db);
    const kind = newKind();
    const seen: unknown[] = [];
    queue.register<{ to: string }>(kind, async (payload) => {
      seen.push(payload);
    });
    const id = await queue.enqueue(kind, { to: 'maya@example.com' });
    await queue.drain();
    await queue.drain();
    expect(seen).toEqual([{ to: 'maya@example.com' }]);
    expect(await jobRow(id)).toBeUndefined();
  });

  it('refuses a kind no handler runs, rather than queueing a job nobody takes', async () => {
    const queue = new JobQueue(t.database.db);
    await expect(queue.enqueue(newKind(), {})).rejects.toThrow(/no handler/);
  });

  it('runs each job once when several workers claim at the same time', async () => {
    const kind = newKind();
    const runs = new Map<number, number>();
    const workers = Array.from({ length: 4 }, () => new JobQueue(t.database.db));
    for (const worker of workers) {
      worker.register<{ n: number }>(kind, async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        // A slow job keeps its row locked while the other worker looks for work.
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    const first = workers[0];
    if (!first) throw new Error('no worker');
    for (let n = 0; n < 30; n += 1) await first.enqueue(kind, { n });
    await Promise.all(workers.flatMap((worker) => [worker.runDue(1), worker.runDue(3), worker.drain()]));
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('keeps a failed job with its error and retries it after the back-off', async () => {
    const queue = new JobQueue(t.database.db);
    const kind = newKind();
    let calls = 0;
    queue.register(kind, async () => {
      calls += 1;
      if (calls === 1) throw new Error('SMTP server unreachable');
    });
    const id = await queue.enqueue(kind, {});
    await queue.drain();
    const waiting = await jobRow(id);
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'SMTP server unreachable', failedAt: null });
    const waitMs = (waiting?.runAt.getTime() ?? 0) - Date.now();
    expect(waitMs).toBeGreaterThan(20_000);
    expect(waitMs).toBeLessThanOrEqual(jobRetryDelayMs(1));
    // Not due yet: a worker leaves it alone.
    await queue.drain();
    expect(calls).toBe(1);
    await t.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
    await queue.drain();
    expect(calls).toBe(2);
    expect(await jobRow(id)).toBeUndefined();
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(jobRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(jobRetryDelayMs(12)).toBe(3_600_000);
  });

  it('keeps a job that fails every attempt as failed, no longer run', async () => {
    const queue = new JobQueue(t.database.db, { maxAttempts: 3, retryDelayMs: () => 0 });
    const kind = newKind();
    let calls = 0;
    queue.register(kind, async () => {
      calls += 1;
      throw new Error(`refused ${calls}`);
    });
    const id = await queue.enqueue(kind, {});
    await queue.drain();
    await queue.drain();
    expect(calls).toBe(3);
    const row = await jobRow(id);
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 3, lastError: 'refused 3', lockedUntil: null });
  });

  it(`purges jobs that failed for good more than ${FAILED_JOB_RETENTION_DAYS} days ago, and only those`, async () => {
    const queue = new JobQueue(t.database.db, { maxAttempts: 1, retryDelayMs: () => 0 });
    const kind = newKind();
    queue.register(kind, async () => {
      throw new Error('refused');
    });
    const old = await queue.enqueue(kind, {});
    const recent = await queue.enqueue(kind, {});
    await queue.drain();
    await t.database.db
      .update(jobs)
      .set({ failedAt: sql`now() - make_interval(days => ${FAILED_JOB_RETENTION_DAYS + 1})` })
      .where(eq(jobs.id, old));
    // A job still waiting for its try is never purged, however old.
    const waiting = await queue.enqueue(kind, {});
    expect(await purgeFailedJobs(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await jobRow(old)).toBeUndefined();
    expect((await jobRow(recent))?.failedAt).toBeInstanceOf(Date);
    expect(await jobRow(waiting)).toBeDefined();
  });

  it('takes a job again when the worker that claimed it died (its lease ended)', async () => {
    const queue = new JobQueue(t.database.db);
    const kind = newKind();
    let calls = 0;
    queue.register(kind, async () => {
      calls += 1;
    });
    const id = await queue.enqueue(kind, {});
    // A claim by a process that crashed: one attempt counted, the lease running.
    await t.database.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, id));
    await queue.drain();
    expect(calls).toBe(0);
    await t.database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    await queue.drain();
    expect(calls).toBe(1);
    expect(await jobRow(id)).toBeUndefined();
  });

  it('queues nothing when the transaction it was queued in rolls back', async () => {
    const queue = new JobQueue(t.database.db);
    const kind = newKind();
    queue.register(kind, async () => {});
    await expect(
      t.database.db.transaction(async (tx) => {
        await queue.enqueue(kind, {}, { db: tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(rows).toEqual([]);
  });

  it('runs a new job at once when its worker is started, and stops after the job in hand', async () => {
    const queue = new JobQueue(t.database.db, { pollMs: 60_000 });
    const kind = newKind();
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    queue.register(kind, async () => finish());
    queue.start();
    await queue.enqueue(kind, {});
    await done;
    await queue.stop();
    expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, kind))).toEqual([]);
  });
});

describe('waiting jobs (the developer outbox)', () => {
  it('lists waiting and failed jobs of the kinds asked for, matching a payload field, not those being run', async () => {
    const queue = new JobQueue(t.database.db);
    const kind = newKind();
    queue.register(kind, async () => {});
    const waiting = await queue.enqueue(kind, { to: 'Maya@Example.com' });
    const failed = await queue.enqueue(kind, { to: 'maya@example.com' });
    const running = await queue.enqueue(kind, { to: 'maya@example.com' });
    await queue.enqueue(kind, { to: 'someone@example.com' });
    await t.database.db.update(jobs).set({ failedAt: sql`now()` }).where(eq(jobs.id, failed));
    await t.database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, running));
    const listed = await listWaitingJobs(t.database.db, {
      kinds: [kind],
      match: { field: 'to', value: 'maya@example.com' },
      limit: 10,
    });
    expect(listed.map((row) => row.id).sort()).toEqual([waiting, failed].sort());
  });
});

import { finalPrice, messages } from '@canvas/shared';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { EMAIL_JOB, type EmailMessage } from '../../adapters/email';
import type { ProviderPayment } from '../../adapters/payments';
import { PaymentProviderError } from '../../adapters/payments';
import type { Db } from '../../db/client';
import { invoices, type PriceOptionRow, type SubscriptionRow, subscriptions } from '../../db/schema';
import type { JobQueue } from '../../lib/jobs/queue';
import { planCanvas } from '../canvases/plan';
import { downgradeBeyondQuota } from '../opportunities/service';
import { findUserById } from '../users/service';
import { type BillingEmailInvoice, paymentFailedMessage, planLapsedMessage, receiptMessage } from './emails';
import { paymentSnapshot, planInvoiceLines } from './labels';
import { addInterval, DAY_MS } from './pricing';
import {
  findBillingCustomer,
  findInvoice,
  findPriceOption,
  findSubscription,
  findSucceededOrderOf,
  type InvoiceRecord,
  insertInvoice,
  updateInvoice,
  updatePaymentOrder,
  updateSubscription,
} from './queries';
import { type BillingDeps, registerPaymentSettler } from './service';

/**
 * Renewals (issue 21 part 6; decision 029): a periodic job takes the plans whose period ended and
 * charges the next period off-session, one provider payment per attempt with an idempotency key
 * of (subscription, period, attempt), so a job retried after a crash never charges twice.
 *
 * - Claimed with `FOR UPDATE SKIP LOCKED` and a lease (`next_attempt_at` moved past the work): every
 *   API process runs the job (server.ts), and two of them never take the same plan.
 * - Cancelled at the period end → the plan ends: canceled, its order no longer succeeded, the
 *   canvas keeps its content and its quota falls to 0 (`onQuotaLowered`).
 * - A scheduled downgrade (`next_price_id`) switches the price first, then the renewal charges it.
 * - Paid → the next period, the invoice paid, a receipt. Failed → past due, tried again after
 *   1, 3 and 5 days with a 'payment failed' email each time; the fourth failure lapses the plan
 *   (as a cancellation, with the owner told). A payment still processing (a bank debit) is looked
 *   at again later by its id; the provider's event for it wakes the plan up at once.
 * - Coupons apply to the first payment only; a bank account keeps its $10 off every period.
 */

/** Days to wait after the 1st, 2nd and 3rd failed renewal before trying again; the 4th lapses the plan. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;
export const RENEWAL_MAX_ATTEMPTS = RENEWAL_RETRY_DAYS.length + 1;
/** How long a claim holds a plan: longer than any provider call, short enough to recover a crashed worker. */
export const RENEWAL_LEASE_MS = 10 * 60 * 1000;
/** A payment still processing (a bank debit) is asked about again after this long. */
export const RENEWAL_PROCESSING_RECHECK_MS = 6 * 60 * 60 * 1000;
/** A provider that could not be reached is tried again after this long; it counts as no attempt. */
export const RENEWAL_PROVIDER_RETRY_MS = 60 * 60 * 1000;
/** How often each API process looks for plans to renew (server.ts). */
export const RENEWAL_EVERY_MS = 10 * 60 * 1000;
const CLAIM_BATCH = 20;
const RENEWAL = 'renewal';

/**
 * Called when a canvas's job quota goes down (a lapse, a cancellation at the period end, a
 * downgrade), inside the transaction that lowered it: the canvas's newest active opportunities
 * beyond `newMax` become 'downgrade' (shown as Inactive).
 */
export async function onQuotaLowered(tx: Db, canvasId: number, newMax: number): Promise<void> {
  await downgradeBeyondQuota(tx, canvasId, newMax);
}

export interface RenewalDeps extends BillingDeps {
  /** Emails are queued inside the transaction that records the outcome (decision 028). */
  jobs: JobQueue;
  /** Tests watch the hook; the app uses `onQuotaLowered`. */
  onQuotaLowered?: (tx: Db, canvasId: number, newMax: number) => Promise<void>;
}

export interface RenewalReport {
  renewed: number;
  failed: number;
  lapsed: number;
  canceled: number;
  processing: number;
  /** Plans left for a later run because the provider could not be reached or something broke. */
  deferred: number;
}

type Outcome = keyof RenewalReport;

const clock = (deps: Pick<BillingDeps, 'now'>) => deps.now?.() ?? new Date();
const lowerQuota = (deps: RenewalDeps, tx: Db, canvasId: number, newMax: number) =>
  (deps.onQuotaLowered ?? onQuotaLowered)(tx, canvasId, newMax);

/**
 * Renews every plan that is due: claims a batch, works through it, and claims again until none
 * is left. Safe to run in several processes at once.
 */
export async function renewDueSubscriptions(deps: RenewalDeps): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, failed: 0, lapsed: 0, canceled: 0, processing: 0, deferred: 0 };
  for (;;) {
    const claimed = await claimDueSubscriptions(deps.db, clock(deps), CLAIM_BATCH);
    if (claimed.length === 0) return report;
    for (const subscription of claimed) {
      let outcome: Outcome;
      try {
        outcome = await renewSubscription(deps, subscription);
      } catch (error) {
        deps.log?.error({ err: error, subscriptionId: subscription.id }, 'renewal failed to run');
        await retryLater(deps, subscription, RENEWAL_PROVIDER_RETRY_MS);
        outcome = 'deferred';
      }
      report[outcome] += 1;
    }
    if (claimed.length < CLAIM_BATCH) return report;
  }
}

/**
 * Takes up to `limit` due plans: their period ended, they run (active or past due), and any retry
 * they wait for is due. The claim moves `next_attempt_at` a lease ahead, in the statement that locks
 * them, so another process skips them now and after this one commits.
 */
export function claimDueSubscriptions(db: Db, now: Date, limit: number): Promise<SubscriptionRow[]> {
  const due = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.currentPeriodEnd, now),
        or(isNull(subscriptions.nextAttemptAt), lte(subscriptions.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(subscriptions)
    .set({ nextAttemptAt: new Date(now.getTime() + RENEWAL_LEASE_MS), updatedAt: sql`now()` })
    .where(inArray(subscriptions.id, due))
    .returning();
}

async function retryLater(deps: RenewalDeps, subscription: SubscriptionRow, delayMs: number) {
  await updateSubscription(deps.db, subscription.id, {
    nextAttemptAt: new Date(clock(deps).getTime() + delayMs),
  }).catch((error: unknown) =>
    deps.log?.error({ err: error, subscriptionId: subscription.id }, 'renewal not rescheduled'),
  );
}

/** The provider's key of one renewal attempt: the same plan, period and attempt is one charge. */
export const renewalKey = (
  subscription: Pick<SubscriptionRow, 'id' | 'currentPeriodEnd' | 'failedAttempts'>,
) =>
  `renewal:${subscription.id}:${subscription.currentPeriodEnd.toISOString()}:${subscription.failedAttempts + 1}`;

const planText = (price: Pick<PriceOptionRow, 'jobCount' | 'interval'>) =>
  `${price.jobCount} job ${price.jobCount === 1 ? 'post' : 'posts'}, billed ${price.interval === 'six_month' ? 'every 6 months' : 'monthly'}`;
/** What a renewal attempt charges, prepared under the plan's lock. */
interface Attempt {
  subscription: SubscriptionRow;
  price: PriceOptionRow;
  invoice: InvoiceRecord;
  canvasName: string;
  owner: { email: string; firstName: string };
}

type Prepared =
  | { kind: 'ended'; outcome: 'canceled' }
  | { kind: 'charge'; attempt: Attempt }
  | { kind: 'gone' };

async function renewSubscription(deps: RenewalDeps, claimed: SubscriptionRow): Promise<Outcome> {
  const prepared = await prepareAttempt(deps, claimed);
  if (prepared.kind === 'gone') return 'deferred';
  if (prepared.kind === 'ended') return prepared.outcome;
  const { attempt } = prepared;
  const { subscription, invoice } = attempt;

  if (invoice.total <= 0) return settleAttempt(deps, attempt, null);
  const customer = await findBillingCustomer(deps.db, subscription.userId);
  const methodId = subscription.paymentMethodId ?? customer?.defaultPaymentMethodId ?? null;
  if (customer?.provider !== deps.driver.name || !methodId) {
    return settleAttempt(deps, attempt, {
      id: '',
      status: 'failed',
      amount: invoice.total,
      clientSecret: null,
      failureMessage: messages.paymentMethodRequired,
      metadata: {},
    });
  }
  let payment: ProviderPayment | null;
  try {
    // Asked once per attempt: a payment already made for this invoice is read back by its id (a
    // bank debit processing for days outlives a provider's idempotency window); otherwise the
    // attempt's key makes a retried call return the first payment.
    payment = invoice.providerPaymentId
      ? await deps.driver.getPayment(invoice.providerPaymentId)
      : await deps.driver.createPayment({
          customerId: customer.providerCustomerId,
          paymentMethodId: methodId,
          amount: invoice.total,
          description: invoice.description,
          idempotencyKey: renewalKey(subscription),
          metadata: {
            kind: RENEWAL,
            invoiceId: String(invoice.id),
            subscriptionId: String(subscription.id),
            canvasId: String(subscription.canvasId),
          },
          offSession: true,
        });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // The provider was not reached or refused the call itself: no attempt was made, try later.
    deps.log?.warn({ err: error, subscriptionId: subscription.id }, 'renewal: payment provider error');
    await retryLater(deps, subscription, RENEWAL_PROVIDER_RETRY_MS);
    return 'deferred';
  }
  if (!payment) {
    deps.log?.error({ subscriptionId: subscription.id, invoiceId: invoice.id }, 'renewal payment vanished');
    await retryLater(deps, subscription, RENEWAL_PROVIDER_RETRY_MS);
    return 'deferred';
  }
  if (!invoice.providerPaymentId) await updateInvoice(deps.db, invoice.id, { providerPaymentId: payment.id });
  return settleAttempt(deps, attempt, payment);
}

/**
 * Under the plan's lock: ends a plan cancelled at its period end (or whose canvas is gone),
 * switches a scheduled downgrade, and finds or opens the invoice of this attempt.
 */
async function prepareAttempt(deps: RenewalDeps, claimed: SubscriptionRow): Promise<Prepared> {
  const canvas = await planCanvas(deps.db, claimed.canvasId);
  const owner = await findUserById(deps.db, claimed.userId);
  return deps.db.transaction(async (tx): Promise<Prepared> => {
    const subscription = await findSubscription(tx, claimed.id, { lock: true });
    if (!subscription || !isSamePeriod(subscription, claimed)) return { kind: 'gone' };
    if (subscription.cancelAtPeriodEnd || !canvas || !owner) {
      await endPlan(deps, tx, subscription, { failedAttempts: subscription.failedAttempts });
      return { kind: 'ended', outcome: 'canceled' };
    }
    let current = subscription;
    if (subscription.nextPriceId && subscription.nextPriceId !== subscription.priceId) {
      current = await switchPrice(deps, tx, subscription, subscription.nextPriceId);
    }
    const price = await findPriceOption(tx, current.priceId);
    if (!price) throw new Error(`no price ${current.priceId}`);
    const periodStart = current.currentPeriodEnd;
    const periodEnd = addInterval(periodStart, price.interval);
    const open = await findOpenRenewalInvoice(tx, current.id, periodStart, periodEnd);
    const total = finalPrice(price.amount, { coupon: null, isCreditCard: current.isCreditCard });
    const invoice =
      open ??
      (await insertInvoice(tx, {
        userId: current.userId,
        canvasId: current.canvasId,
        subscriptionId: current.id,
        // The plan's order stays the one subscribe wrote (its invoice is the purchase's).
        paymentOrderId: null,
        status: 'open',
        ...planInvoiceLines(canvas.name, price, total),
        periodStart,
        periodEnd,
        customerName: `${owner.firstName} ${owner.lastName}`.trim(),
        customerEmail: owner.email,
      }));
    return {
      kind: 'charge',
      attempt: {
        subscription: current,
        price,
        invoice,
        canvasName: canvas.name,
        owner: { email: owner.email, firstName: owner.firstName },
      },
    };
  });
}

const isSamePeriod = (a: SubscriptionRow, b: SubscriptionRow) =>
  (a.status === 'active' || a.status === 'past_due') &&
  a.currentPeriodEnd.getTime() === b.currentPeriodEnd.getTime() &&
  a.failedAttempts === b.failedAttempts;

/** The invoice a previous try of this same attempt opened (a crash, a payment still processing). */
async function findOpenRenewalInvoice(db: Db, subscriptionId: number, periodStart: Date, periodEnd: Date) {
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.status, 'open'),
        eq(invoices.periodStart, periodStart),
        eq(invoices.periodEnd, periodEnd),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(1);
  return rows[0];
}

/** The downgrade chosen earlier takes effect: the plan and its order (the canvas's quota) move to it. */
async function switchPrice(deps: RenewalDeps, tx: Db, subscription: SubscriptionRow, priceId: string) {
  const [previous, next] = await Promise.all([
    findPriceOption(tx, subscription.priceId),
    findPriceOption(tx, priceId),
  ]);
  if (!next) return subscription;
  await updateSubscription(tx, subscription.id, { priceId: next.priceId, nextPriceId: null });
  const order = await findSucceededOrderOf(tx, subscription.id);
  if (order) {
    await updatePaymentOrder(tx, order.id, {
      priceId: next.priceId,
      amount: next.amount,
      jobCount: next.jobCount,
    });
  }
  if (!previous || next.jobCount < previous.jobCount) {
    await lowerQuota(deps, tx, subscription.canvasId, next.jobCount);
  }
  return { ...subscription, priceId: next.priceId, nextPriceId: null };
}

/**
 * The plan ends (cancelled at its period end, or lapsed): canceled, its order no longer succeeded,
 * so the canvas is unpaid and its quota 0; the canvas and its content stay.
 */
async function endPlan(
  deps: RenewalDeps,
  tx: Db,
  subscription: SubscriptionRow,
  values: { failedAttempts: number },
) {
  await updateSubscription(tx, subscription.id, {
    status: 'canceled',
    nextAttemptAt: null,
    failedAttempts: values.failedAttempts,
  });
  const order = await findSucceededOrderOf(tx, subscription.id);
  if (order) await updatePaymentOrder(tx, order.id, { status: 'canceled' });
  await lowerQuota(deps, tx, subscription.canvasId, 0);
}

function emailInvoice(attempt: Attempt): BillingEmailInvoice {
  const { invoice, price } = attempt;
  return {
    id: invoice.id,
    number: invoice.number,
    total: invoice.total,
    plan: planText(price),
    canvasName: attempt.canvasName,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
  };
}

const queueEmail = (deps: RenewalDeps, tx: Db, message: EmailMessage) =>
  deps.jobs.enqueue(EMAIL_JOB, message, { db: tx });

/**
 * Records an attempt's outcome in one transaction, once: the plan is locked and must still be at
 * the period and attempt this invoice was for, and the invoice still open. `payment` null: nothing
 * to charge (a free period).
 */
async function settleAttempt(
  deps: RenewalDeps,
  attempt: Attempt,
  payment: ProviderPayment | null,
): Promise<Outcome> {
  const now = clock(deps);
  const status = payment?.status ?? 'succeeded';
  if (status === 'processing') {
    await updateSubscription(deps.db, attempt.subscription.id, {
      nextAttemptAt: new Date(now.getTime() + RENEWAL_PROCESSING_RECHECK_MS),
    });
    return 'processing';
  }
  const method =
    status === 'succeeded' && payment && attempt.subscription.paymentMethodId
      ? await deps.driver.getPaymentMethod(attempt.subscription.paymentMethodId).catch(() => null)
      : null;
  return deps.db.transaction(async (tx): Promise<Outcome> => {
    const subscription = await findSubscription(tx, attempt.subscription.id, { lock: true });
    const invoice = await findInvoice(tx, attempt.invoice.id);
    if (!subscription || !isSamePeriod(subscription, attempt.subscription) || invoice?.status !== 'open') {
      return 'deferred';
    }
    const paymentId = payment?.id || null;
    if (status === 'succeeded') {
      await updateInvoice(tx, invoice.id, {
        status: 'paid',
        paidAt: now,
        providerPaymentId: paymentId,
        paymentSnapshot: paymentSnapshot(method),
      });
      await updateSubscription(tx, subscription.id, {
        status: 'active',
        currentPeriodStart: invoice.periodStart,
        currentPeriodEnd: invoice.periodEnd,
        failedAttempts: 0,
        nextAttemptAt: null,
      });
      await queueEmail(deps, tx, receiptMessage(attempt.owner, emailInvoice(attempt), deps.publicUrl));
      return 'renewed';
    }
    // Failed, or (off-session) asking for a confirmation nobody is there to give.
    const reason =
      payment?.failureMessage ||
      (status === 'requires_action' ? messages.paymentNotConfirmed : messages.paymentFormFailed);
    await updateInvoice(tx, invoice.id, { status: 'failed', providerPaymentId: paymentId });
    const failedAttempts = subscription.failedAttempts + 1;
    if (failedAttempts >= RENEWAL_MAX_ATTEMPTS) {
      await endPlan(deps, tx, subscription, { failedAttempts });
      await queueEmail(
        deps,
        tx,
        planLapsedMessage(
          attempt.owner,
          {
            canvasName: attempt.canvasName,
            plan: planText(attempt.price),
            endedAt: subscription.currentPeriodEnd,
            invoice: { id: invoice.id, number: invoice.number, total: invoice.total },
          },
          deps.publicUrl,
        ),
      );
      return 'lapsed';
    }
    // failedAttempts is 1 to RENEWAL_MAX_ATTEMPTS - 1 here: each has its wait.
    const retryDays = RENEWAL_RETRY_DAYS[failedAttempts - 1] ?? 1;
    const nextAttemptAt = new Date(now.getTime() + retryDays * DAY_MS);
    await updateSubscription(tx, subscription.id, { status: 'past_due', failedAttempts, nextAttemptAt });
    await queueEmail(
      deps,
      tx,
      paymentFailedMessage(
        attempt.owner,
        { invoice: emailInvoice(attempt), reason, nextAttemptAt },
        deps.publicUrl,
      ),
    );
    return 'failed';
  });
}

/**
 * A provider event about a renewal's payment (a bank debit that settled, Stripe's webhook): the
 * plan is made due now, so the next run reads the payment by its id and settles it under the
 * plan's lock with its emails, the one way every renewal settles.
 */
registerPaymentSettler(RENEWAL, async (deps, invoice) => {
  if (invoice.status !== 'open' || !invoice.subscriptionId) return;
  await deps.db
    .update(subscriptions)
    .set({ nextAttemptAt: clock(deps), updatedAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.id, invoice.subscriptionId),
        inArray(subscriptions.status, ['active', 'past_due']),
        eq(subscriptions.currentPeriodEnd, invoice.periodStart),
      ),
    );
});

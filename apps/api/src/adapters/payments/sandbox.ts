import { randomBytes } from 'node:crypto';
import { type BillingDetails, messages, SANDBOX_TEST_BANK, SANDBOX_TEST_CARDS } from '@canvas/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPaymentMethods, sandboxPayments, sandboxSetupIntents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  type PaymentMethodType,
  PaymentProviderError,
  type PaymentsDriver,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentMethod,
  type ProviderPaymentStatus,
  WebhookSignatureError,
} from './types';

/**
 * The embedded payments provider (decision 029): what Stripe would keep, kept in our own
 * `sandbox_*` tables, so billing runs end to end with no account. Customers are ids; a setup
 * secret lets the browser save one test card or bank account (our own form posts it to
 * `POST /api/pay/sandbox/payment-methods`); a payment is one row per idempotency key.
 *
 * Only the documented test numbers are accepted (SANDBOX_TEST_CARDS, SANDBOX_TEST_BANK), and the
 * number decides what charging it does: succeed, decline, or ask for an extra confirmation (the
 * 3-D Secure stand-in, `POST /api/pay/sandbox/confirm`). A full number is never stored or logged:
 * only its last four digits and the behaviour it stands for.
 *
 * Bank debits settle at once here (Stripe's take days and arrive as `processing` first): the
 * sandbox has no clock to move, and a demo should not wait.
 */

type Behaviour = 'succeed' | 'decline' | 'authenticate';

/** Setup secrets older than this are refused (Stripe's SetupIntents outlive a page, not a day). */
const SETUP_SECRET_TTL_HOURS = 24;

const CARD_BEHAVIOUR: Record<string, Behaviour> = {
  [SANDBOX_TEST_CARDS.succeeds]: 'succeed',
  [SANDBOX_TEST_CARDS.declined]: 'decline',
  [SANDBOX_TEST_CARDS.needsConfirmation]: 'authenticate',
};
const BANK_BEHAVIOUR: Record<string, Behaviour> = {
  [SANDBOX_TEST_BANK.succeeds]: 'succeed',
  [SANDBOX_TEST_BANK.fails]: 'decline',
};
const SANDBOX_BANK_NAME = 'STRIPE TEST BANK';

const randomId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** What the sandbox's card form sends (the shared `sandboxPaymentMethodSchema`, after validation). */
export interface SandboxPaymentMethodInput {
  secret: string;
  type: PaymentMethodType;
  card?: { number: string; exp_month: number; exp_year: number; cvc: string } | undefined;
  us_bank_account?:
    | { routing_number: string; account_number: string; account_holder_name: string }
    | undefined;
  billing_details?: Partial<BillingDetails> | undefined;
}

type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
type SandboxMethodRow = typeof sandboxPaymentMethods.$inferSelect;

function toPayment(row: SandboxPaymentRow): ProviderPayment {
  return {
    id: row.id,
    // A withdrawn payment reads as failed, as Stripe's canceled PaymentIntents do for us.
    status: row.status === 'canceled' ? 'failed' : (row.status as ProviderPaymentStatus),
    amount: row.amount,
    clientSecret: row.status === 'requires_action' ? row.clientSecret : null,
    failureMessage: row.failureMessage,
    metadata: row.metadata ?? {},
  };
}

function toPaymentMethod(row: SandboxMethodRow): ProviderPaymentMethod {
  return {
    id: row.id,
    customerId: row.customerId,
    type: row.type,
    card:
      row.type === 'card'
        ? {
            brand: row.brand ?? 'visa',
            last4: row.last4,
            expMonth: row.expMonth ?? 0,
            expYear: row.expYear ?? 0,
          }
        : null,
    bank:
      row.type === 'us_bank_account'
        ? { bankName: row.bankName ?? SANDBOX_BANK_NAME, last4: row.last4 }
        : null,
    billingDetails: row.billingDetails ?? null,
  };
}

/** Digits only: the form may send the number with spaces or dashes as typed. */
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** What charging a method with this behaviour does, on-session or off (renewals). */
function outcome(
  method: SandboxMethodRow,
  offSession: boolean,
): { status: ProviderPaymentStatus; failureMessage: string | null } {
  if (method.behaviour === 'decline') {
    const failureMessage = method.type === 'card' ? messages.cardDeclined : messages.bankDebitFailed;
    return { status: 'failed', failureMessage };
  }
  // Like Stripe's 4000 0025 0000 3155: saved for off-session use, renewals go through unasked.
  if (method.behaviour === 'authenticate' && !offSession)
    return { status: 'requires_action', failureMessage: null };
  return { status: 'succeeded', failureMessage: null };
}

export class SandboxPaymentsDriver implements PaymentsDriver {
  readonly name = 'sandbox' as const;

  constructor(private readonly db: Db) {}

  publishableKey(): string | null {
    return null;
  }

  async createCustomer(): Promise<string> {
    return randomId('cus');
  }

  async createSetupSecret(customerId: string, type: PaymentMethodType): Promise<string> {
    const secret = `${randomId('seti')}_secret_${randomBytes(12).toString('hex')}`;
    await this.db.insert(sandboxSetupIntents).values({ secret, customerId, type });
    return secret;
  }

  /**
   * Saves a test card or bank account with a setup secret of `customerId` (the caller's): the
   * secret is spent by this call, even when the number is refused, as a confirmed SetupIntent is.
   */
  async savePaymentMethod(
    customerId: string,
    input: SandboxPaymentMethodInput,
  ): Promise<ProviderPaymentMethod> {
    const [intent] = await this.db
      .update(sandboxSetupIntents)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(sandboxSetupIntents.secret, input.secret),
          eq(sandboxSetupIntents.customerId, customerId),
          isNull(sandboxSetupIntents.usedAt),
          gt(sandboxSetupIntents.createdAt, sql`now() - make_interval(hours => ${SETUP_SECRET_TTL_HOURS})`),
        ),
      )
      .returning({ type: sandboxSetupIntents.type });
    if (!intent) throw new AppError('validation', messages.paymentFormFailed, { field: 'secret' });
    if (intent.type !== input.type)
      throw new AppError('validation', messages.paymentFormFailed, { field: 'type' });

    const values = input.type === 'card' ? this.cardValues(input) : this.bankValues(input);
    const [row] = await this.db
      .insert(sandboxPaymentMethods)
      .values({ id: randomId('pm'), customerId, billingDetails: input.billing_details ?? null, ...values })
      .returning();
    if (!row) throw new PaymentProviderError('payment method not saved');
    return toPaymentMethod(row);
  }

  private cardValues(input: SandboxPaymentMethodInput) {
    const card = input.card;
    if (!card) throw new AppError('validation', messages.cardNotTestCard, { field: 'card.number' });
    const number = digitsOf(card.number);
    // Only the listed numbers: a Luhn-valid real card number must never be kept, even as a test.
    const behaviour = CARD_BEHAVIOUR[number];
    if (!behaviour) throw new AppError('validation', messages.cardNotTestCard, { field: 'card.number' });
    return {
      type: 'card' as const,
      brand: 'visa',
      last4: number.slice(-4),
      expMonth: card.exp_month,
      expYear: card.exp_year,
      bankName: null,
      behaviour,
    };
  }

  private bankValues(input: SandboxPaymentMethodInput) {
    const bank = input.us_bank_account;
    const field = 'us_bank_account.account_number';
    if (!bank) throw new AppError('validation', messages.cardNotTestCard, { field });
    const behaviour = BANK_BEHAVIOUR[bank.account_number];
    if (bank.routing_number !== SANDBOX_TEST_BANK.routing) {
      throw new AppError('validation', messages.cardNotTestCard, { field: 'us_bank_account.routing_number' });
    }
    if (!behaviour) throw new AppError('validation', messages.cardNotTestCard, { field });
    return {
      type: 'us_bank_account' as const,
      brand: null,
      last4: bank.account_number.slice(-4),
      expMonth: null,
      expYear: null,
      bankName: SANDBOX_BANK_NAME,
      behaviour,
    };
  }

  private async methodRow(id: string): Promise<SandboxMethodRow | undefined> {
    const rows = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
    return rows[0];
  }

  async getPaymentMethod(id: string): Promise<ProviderPaymentMethod | null> {
    const row = await this.methodRow(id);
    return row ? toPaymentMethod(row) : null;
  }

  /** Sandbox methods are attached when saved; the default is ours to remember (billing_customers). */
  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    const row = await this.methodRow(paymentMethodId);
    if (row?.customerId !== customerId)
      throw new PaymentProviderError('no such payment method for this customer');
  }

  async updateBillingDetails(paymentMethodId: string, details: BillingDetails): Promise<void> {
    await this.db
      .update(sandboxPaymentMethods)
      .set({ billingDetails: details })
      .where(eq(sandboxPaymentMethods.id, paymentMethodId));
  }

  /**
   * One payment per idempotency key: the unique index decides, so a retried or racing call gets
   * the first payment back and nothing is charged twice.
   */
  async createPayment(input: Parameters<PaymentsDriver['createPayment']>[0]): Promise<ProviderPayment> {
    const existing = await this.findPaymentByIdempotencyKey(input.idempotencyKey);
    if (existing) return existing;
    const method = await this.methodRow(input.paymentMethodId);
    if (method?.customerId !== input.customerId) {
      throw new PaymentProviderError('no such payment method for this customer');
    }
    const { status, failureMessage } = outcome(method, input.offSession);
    await this.db
      .insert(sandboxPayments)
      .values({
        id: randomId('pi'),
        customerId: input.customerId,
        paymentMethodId: method.id,
        amount: input.amount,
        status,
        clientSecret: `${randomId('pi')}_secret_${randomBytes(12).toString('hex')}`,
        failureMessage,
        idempotencyKey: input.idempotencyKey,
        metadata: input.metadata,
      })
      .onConflictDoNothing({ target: sandboxPayments.idempotencyKey });
    const created = await this.findPaymentByIdempotencyKey(input.idempotencyKey);
    if (!created) throw new PaymentProviderError('payment not recorded');
    return created;
  }

  /** The payment made with an idempotency key, if any (what the reconcile asks after a crash). */
  async findPaymentByIdempotencyKey(key: string): Promise<ProviderPayment | null> {
    const rows = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, key));
    return rows[0] ? toPayment(rows[0]) : null;
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    const rows = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return rows[0] ? toPayment(rows[0]) : null;
  }

  /**
   * The extra confirmation step: settles a payment waiting for it, of `customerId` only. Answers
   * null when no such payment waits (unknown secret, someone else's, or already settled).
   */
  async confirmPayment(
    customerId: string,
    clientSecret: string,
    approve: boolean,
  ): Promise<ProviderPayment | null> {
    const [row] = await this.db
      .update(sandboxPayments)
      .set({
        status: approve ? 'succeeded' : 'failed',
        failureMessage: approve ? null : messages.paymentNotConfirmed,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(sandboxPayments.clientSecret, clientSecret),
          eq(sandboxPayments.customerId, customerId),
          eq(sandboxPayments.status, 'requires_action'),
        ),
      )
      .returning();
    return row ? toPayment(row) : null;
  }

  /** Withdraws a payment still waiting for its confirmation (a newer attempt replaced it). */
  async cancelPayment(id: string): Promise<void> {
    await this.db
      .update(sandboxPayments)
      .set({ status: 'canceled', failureMessage: messages.paymentNotConfirmed, updatedAt: sql`now()` })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'requires_action')));
  }

  /** The sandbox settles through `confirmPayment`, never through webhooks. */
  parseWebhook(): ProviderEvent {
    throw new WebhookSignatureError('the sandbox sends no webhooks');
  }
}

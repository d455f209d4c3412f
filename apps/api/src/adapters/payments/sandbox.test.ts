import { ErrorCode, messages, SANDBOX_TEST_BANK, SANDBOX_TEST_CARDS } from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { sandboxPaymentMethods, sandboxPayments, sandboxSetupIntents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createPaymentsDriver, isSandbox } from './index';
import { SandboxPaymentsDriver } from './sandbox';
import { WebhookSignatureError } from './types';

const t = useTestApp();
const driver = () => new SandboxPaymentsDriver(t.database.db);

const card = (number: string) => ({ number, exp_month: 12, exp_year: 2040, cvc: '123' });

async function savedCard(number: string = SANDBOX_TEST_CARDS.succeeds) {
  const sandbox = driver();
  const customer = await sandbox.createCustomer();
  const secret = await sandbox.createSetupSecret(customer, 'card');
  const method = await sandbox.savePaymentMethod(customer, { secret, type: 'card', card: card(number) });
  return { sandbox, customer, method };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

let keyCounter = 0;
const payment = (
  customerId: string,
  paymentMethodId: string,
  overrides: { offSession?: boolean; key?: string } = {},
) => {
  keyCounter += 1;
  return {
    customerId,
    paymentMethodId,
    amount: 14900,
    description: 'Studio Aurora: 1 post',
    idempotencyKey: overrides.key ?? `sandbox-test-${keyCounter}`,
    metadata: { orderId: '1' },
    offSession: overrides.offSession ?? false,
  };
};

describe('the factory', () => {
  it('picks the sandbox without Stripe keys', () => {
    const chosen = createPaymentsDriver(t.config, t.database.db);
    expect(chosen.name).toBe('sandbox');
    expect(isSandbox(chosen)).toBe(true);
    expect(chosen.publishableKey()).toBeNull();
  });
});

describe('saving test numbers', () => {
  it('keeps the last four digits and the behaviour, never the number', async () => {
    const { method, customer } = await savedCard('4242 4242 4242 4242');
    expect(method).toMatchObject({
      customerId: customer,
      type: 'card',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 },
      bank: null,
    });
    const [row] = await t.database.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, method.id));
    expect(row?.behaviour).toBe('succeed');
    expect(JSON.stringify(row)).not.toContain('424242424242');
    expect(JSON.stringify(row)).not.toContain('"123"');
  });

  it('accepts only the listed cards: other Luhn-valid numbers are refused', async () => {
    const sandbox = driver();
    const customer = await sandbox.createCustomer();
    for (const number of ['4111111111111111', '5555555555554444', '4242424242424241', '']) {
      const secret = await sandbox.createSetupSecret(customer, 'card');
      const error = await refusal(
        sandbox.savePaymentMethod(customer, { secret, type: 'card', card: card(number) }),
      );
      expect(error.message).toBe(messages.cardNotTestCard);
      expect(error.field).toBe('card.number');
    }
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.customerId, customer));
    expect(count?.n).toBe(0);
  });

  it('accepts the test bank account at the test routing number only', async () => {
    const sandbox = driver();
    const customer = await sandbox.createCustomer();
    const bank = (routing: string, account: string) => ({
      routing_number: routing,
      account_number: account,
      account_holder_name: 'Jordan Ellis',
    });
    let secret = await sandbox.createSetupSecret(customer, 'us_bank_account');
    const saved = await sandbox.savePaymentMethod(customer, {
      secret,
      type: 'us_bank_account',
      us_bank_account: bank(SANDBOX_TEST_BANK.routing, SANDBOX_TEST_BANK.succeeds),
    });
    expect(saved).toMatchObject({ type: 'us_bank_account', card: null, bank: { last4: '6789' } });
    secret = await sandbox.createSetupSecret(customer, 'us_bank_account');
    const wrongRouting = await refusal(
      sandbox.savePaymentMethod(customer, {
        secret,
        type: 'us_bank_account',
        us_bank_account: bank('021000021', SANDBOX_TEST_BANK.succeeds),
      }),
    );
    expect(wrongRouting.field).toBe('us_bank_account.routing_number');
    secret = await sandbox.createSetupSecret(customer, 'us_bank_account');
    const wrongAccount = await refusal(
      sandbox.savePaymentMethod(customer, {
        secret,
        type: 'us_bank_account',
        us_bank_account: bank(SANDBOX_TEST_BANK.routing, '000999999999'),
      }),
    );
    expect(wrongAccount.message).toBe(messages.cardNotTestCard);
  });

  it('spends a setup secret once, only for its customer and its kind', async () => {
    const sandbox = driver();
    const customer = await sandbox.createCustomer();
    const other = await sandbox.createCustomer();
    const secret = await sandbox.createSetupSecret(customer, 'card');
    const stolen = await refusal(
      sandbox.savePaymentMethod(other, { secret, type: 'card', card: card(SANDBOX_TEST_CARDS.succeeds) }),
    );
    expect(stolen.code).toBe(ErrorCode.validation);
    const wrongKind = await sandbox.createSetupSecret(customer, 'us_bank_account');
    await refusal(
      sandbox.savePaymentMethod(customer, {
        secret: wrongKind,
        type: 'card',
        card: card(SANDBOX_TEST_CARDS.succeeds),
      }),
    );
    await sandbox.savePaymentMethod(customer, {
      secret,
      type: 'card',
      card: card(SANDBOX_TEST_CARDS.succeeds),
    });
    const again = await refusal(
      sandbox.savePaymentMethod(customer, { secret, type: 'card', card: card(SANDBOX_TEST_CARDS.succeeds) }),
    );
    expect(again.message).toBe(messages.paymentFormFailed);
    const [intent] = await t.database.db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.secret, secret));
    expect(intent?.usedAt).toBeInstanceOf(Date);
  });

  it('makes a method the default only for its own customer', async () => {
    const { sandbox, customer, method } = await savedCard();
    await expect(sandbox.setDefaultPaymentMethod(customer, method.id)).resolves.toBeUndefined();
    await expect(
      sandbox.setDefaultPaymentMethod(await sandbox.createCustomer(), method.id),
    ).rejects.toThrow();
  });
});

describe('payments', () => {
  it('the number decides: succeeds, declined, needs confirmation', async () => {
    const good = await savedCard(SANDBOX_TEST_CARDS.succeeds);
    expect(await good.sandbox.createPayment(payment(good.customer, good.method.id))).toMatchObject({
      status: 'succeeded',
      amount: 14900,
      clientSecret: null,
      failureMessage: null,
    });
    const declined = await savedCard(SANDBOX_TEST_CARDS.declined);
    expect(
      await declined.sandbox.createPayment(payment(declined.customer, declined.method.id)),
    ).toMatchObject({
      status: 'failed',
      failureMessage: messages.cardDeclined,
    });
    const confirm = await savedCard(SANDBOX_TEST_CARDS.needsConfirmation);
    const waiting = await confirm.sandbox.createPayment(payment(confirm.customer, confirm.method.id));
    expect(waiting.status).toBe('requires_action');
    expect(waiting.clientSecret).toMatch(/_secret_/);
    // Saved for off-session use, a renewal goes through without the payer.
    const renewal = await confirm.sandbox.createPayment(
      payment(confirm.customer, confirm.method.id, { offSession: true }),
    );
    expect(renewal.status).toBe('succeeded');
  });

  it('bank debits settle at once, or fail with the bank message', async () => {
    const sandbox = driver();
    const customer = await sandbox.createCustomer();
    const save = async (account: string) =>
      sandbox.savePaymentMethod(customer, {
        secret: await sandbox.createSetupSecret(customer, 'us_bank_account'),
        type: 'us_bank_account',
        us_bank_account: {
          routing_number: SANDBOX_TEST_BANK.routing,
          account_number: account,
          account_holder_name: 'J E',
        },
      });
    const good = await save(SANDBOX_TEST_BANK.succeeds);
    const bad = await save(SANDBOX_TEST_BANK.fails);
    expect((await sandbox.createPayment(payment(customer, good.id))).status).toBe('succeeded');
    expect(await sandbox.createPayment(payment(customer, bad.id))).toMatchObject({
      status: 'failed',
      failureMessage: messages.bankDebitFailed,
    });
  });

  it('one payment per idempotency key, even when calls race', async () => {
    const { sandbox, customer, method } = await savedCard();
    const call = payment(customer, method.id, { key: 'race-key-1' });
    const results = await Promise.all(Array.from({ length: 5 }, () => sandbox.createPayment(call)));
    expect(new Set(results.map((each) => each.id)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotencyKey, 'race-key-1'));
    expect(rows).toHaveLength(1);
    expect(await sandbox.findPaymentByIdempotencyKey('race-key-1')).toMatchObject({ id: results[0]?.id });
    expect(await sandbox.getPayment(results[0]?.id ?? '')).toMatchObject({ status: 'succeeded' });
  });

  it("refuses to charge another customer's method", async () => {
    const { sandbox, method } = await savedCard();
    await expect(sandbox.createPayment(payment(await sandbox.createCustomer(), method.id))).rejects.toThrow();
  });

  it('confirmation settles a waiting payment of the payer only, once', async () => {
    const { sandbox, customer, method } = await savedCard(SANDBOX_TEST_CARDS.needsConfirmation);
    const waiting = await sandbox.createPayment(payment(customer, method.id));
    const secret = waiting.clientSecret ?? '';
    expect(await sandbox.confirmPayment(await sandbox.createCustomer(), secret, true)).toBeNull();
    expect(await sandbox.confirmPayment(customer, secret, true)).toMatchObject({ status: 'succeeded' });
    expect(await sandbox.confirmPayment(customer, secret, false)).toBeNull();

    const refused = await sandbox.createPayment(payment(customer, method.id));
    expect(await sandbox.confirmPayment(customer, refused.clientSecret ?? '', false)).toMatchObject({
      status: 'failed',
      failureMessage: messages.paymentNotConfirmed,
    });
  });

  it('has no webhooks', () => {
    expect(() => driver().parseWebhook()).toThrow(WebhookSignatureError);
  });
});

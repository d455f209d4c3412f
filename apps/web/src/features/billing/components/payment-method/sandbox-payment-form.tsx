import { type BillingDetails, messages, SANDBOX_TEST_BANK, SANDBOX_TEST_CARDS } from '@canvas/shared';
import { Button, Group, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard, IconFlask } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { errorMessage, FormError } from '@/components/form-error';
import { zodFormResolver } from '@/lib/forms';
import { createSandboxPaymentMethod } from '../../api/create-sandbox-payment-method';
import { getClientSecret } from '../../api/get-client-secret';
import {
  type BankValues,
  bankRequest,
  bankValuesSchema,
  type CardValues,
  cardRequest,
  cardValuesSchema,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  type PaymentKind,
} from './card-fields';
import classes from './payment-method.module.css';
import type { SavedHandler } from './payment-method-form';

interface SandboxPaymentFormProps {
  kind: PaymentKind;
  billingDetails: Partial<BillingDetails> | undefined;
  submitLabel: string;
  onSaved: SavedHandler;
  onCancel: (() => void) | undefined;
}

/** Saves through the sandbox: a fresh setup secret, then the sandbox's own payment-method call. */
function useSandboxSave(onSaved: SavedHandler) {
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  // A second click while the first save runs is ignored, not queued.
  const busy = useRef(false);
  const save = async (
    kind: PaymentKind,
    build: (secret: string) => Parameters<typeof createSandboxPaymentMethod>[0],
  ) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setError(null);
    try {
      const secret = await getClientSecret(kind === 'card');
      const paymentMethod = await createSandboxPaymentMethod(build(secret));
      await onSaved(paymentMethod, kind);
    } catch (cause) {
      setError(cause);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };
  return { save, saving, error };
}

interface TestNumber {
  value: string;
  label: string;
  what: string;
}

const TEST_CARDS: readonly TestNumber[] = [
  { value: SANDBOX_TEST_CARDS.succeeds, label: formatCardNumber(SANDBOX_TEST_CARDS.succeeds), what: 'pays' },
  {
    value: SANDBOX_TEST_CARDS.declined,
    label: formatCardNumber(SANDBOX_TEST_CARDS.declined),
    what: 'is declined',
  },
  {
    value: SANDBOX_TEST_CARDS.needsConfirmation,
    label: formatCardNumber(SANDBOX_TEST_CARDS.needsConfirmation),
    what: 'asks you to confirm',
  },
];

const TEST_ACCOUNTS: readonly TestNumber[] = [
  { value: SANDBOX_TEST_BANK.succeeds, label: SANDBOX_TEST_BANK.succeeds, what: 'pays' },
  { value: SANDBOX_TEST_BANK.fails, label: SANDBOX_TEST_BANK.fails, what: 'is refused' },
];

/** The help note: test mode, and the numbers that work (each fills the form when tapped). */
function TestNumbers({ kind, onPick }: { kind: PaymentKind; onPick: (value: string) => void }) {
  const numbers = kind === 'card' ? TEST_CARDS : TEST_ACCOUNTS;
  return (
    <div className={classes.note} role="note" aria-label="Test mode">
      <Group gap={8} wrap="nowrap" align="center">
        <IconFlask size={18} aria-hidden="true" className={classes.noteIcon} />
        <Text size="sm" fw={600}>
          Test mode: no real money moves
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {kind === 'card'
          ? 'Use one of these cards with any future expiry date and any CVC.'
          : `Use routing number ${SANDBOX_TEST_BANK.routing} with one of these accounts.`}
      </Text>
      <ul className={classes.testList}>
        {numbers.map((number) => (
          <li key={number.value}>
            <UnstyledButton className={classes.testNumber} onClick={() => onPick(number.value)}>
              <VisuallyHidden>Use </VisuallyHidden>
              <span className={classes.testDigits}>{number.label}</span>{' '}
              <span className={classes.testWhat}>{number.what}</span>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Actions({
  submitLabel,
  saving,
  onCancel,
}: {
  submitLabel: string;
  saving: boolean;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <DialogActions>
      {onCancel ? (
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

function SandboxCardForm({
  billingDetails,
  submitLabel,
  onSaved,
  onCancel,
}: Omit<SandboxPaymentFormProps, 'kind'>) {
  const form = useForm<CardValues>({
    mode: 'controlled',
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: zodFormResolver(cardValuesSchema),
  });
  const { save, saving, error } = useSandboxSave(onSaved);
  const submit = form.onSubmit((values) =>
    save('card', (secret) => cardRequest(secret, values, billingDetails)),
  );
  const numberProps = form.getInputProps('number');
  const expiryProps = form.getInputProps('expiry');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          leftSection={<IconCreditCard size={18} aria-hidden="true" />}
          required
          {...numberProps}
          onChange={(event) => form.setFieldValue('number', formatCardNumber(event.currentTarget.value))}
          data-autofocus
        />
        <div className={classes.pair}>
          <TextInput
            label="Expiry date"
            description="MM/YY"
            placeholder="MM/YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={5}
            required
            {...expiryProps}
            onChange={(event) =>
              form.setFieldValue('expiry', formatExpiry(event.currentTarget.value, form.getValues().expiry))
            }
          />
          <TextInput
            label="CVC"
            description="3 or 4 digits"
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            required
            {...form.getInputProps('cvc')}
            onChange={(event) => form.setFieldValue('cvc', digitsOnly(event.currentTarget.value).slice(0, 4))}
          />
        </div>
        <TestNumbers kind="card" onPick={(value) => form.setFieldValue('number', formatCardNumber(value))} />
        <FormError>{error ? errorMessage(error, messages.paymentFormFailed) : null}</FormError>
        <Actions submitLabel={submitLabel} saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function SandboxBankForm({
  billingDetails,
  submitLabel,
  onSaved,
  onCancel,
}: Omit<SandboxPaymentFormProps, 'kind'>) {
  const form = useForm<BankValues>({
    mode: 'controlled',
    initialValues: { routing: '', account: '', holder: billingDetails?.name ?? '' },
    validate: zodFormResolver(bankValuesSchema),
  });
  const { save, saving, error } = useSandboxSave(onSaved);
  const submit = form.onSubmit((values) =>
    save('us_bank_account', (secret) => bankRequest(secret, values, billingDetails)),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Account holder name"
          autoComplete="name"
          required
          {...form.getInputProps('holder')}
          data-autofocus
        />
        <div className={classes.pair}>
          <TextInput
            label="Routing number"
            description="9 digits"
            inputMode="numeric"
            maxLength={9}
            required
            {...form.getInputProps('routing')}
            onChange={(event) =>
              form.setFieldValue('routing', digitsOnly(event.currentTarget.value).slice(0, 9))
            }
          />
          <TextInput
            label="Account number"
            description="4 to 17 digits"
            inputMode="numeric"
            maxLength={17}
            required
            {...form.getInputProps('account')}
            onChange={(event) =>
              form.setFieldValue('account', digitsOnly(event.currentTarget.value).slice(0, 17))
            }
          />
        </div>
        <TestNumbers
          kind="us_bank_account"
          onPick={(value) => {
            form.setFieldValue('routing', SANDBOX_TEST_BANK.routing);
            form.setFieldValue('account', value);
          }}
        />
        <FormError>{error ? errorMessage(error, messages.paymentFormFailed) : null}</FormError>
        <Actions submitLabel={submitLabel} saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/**
 * Sandbox mode: our own accessible card or bank form. The numbers go to the sandbox provider's
 * call (the stand-in for Stripe.js), which accepts only its documented test numbers.
 */
export function SandboxPaymentForm({ kind, ...rest }: SandboxPaymentFormProps) {
  return kind === 'card' ? <SandboxCardForm {...rest} /> : <SandboxBankForm {...rest} />;
}

import { type BillingDetails, messages } from '@canvas/shared';
import { Alert, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { usePayKey } from '../../api/get-pay-key';
import type { PaymentKind } from './card-fields';
import { SandboxPaymentForm } from './sandbox-payment-form';

// Stripe's code (and js.stripe.com) is loaded only when the API runs Stripe.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

/**
 * Called with the saved payment method's id (`pm_…`) once the provider has it. The form keeps its
 * button spinning until a returned promise settles; a rejection is shown as the form's error.
 */
export type SavedHandler = (paymentMethod: string, kind: PaymentKind) => void | Promise<void>;

export interface PaymentMethodFormProps {
  /** What to save. Without it the form offers a choice between a card and a bank account. */
  kind?: PaymentKind;
  /** Name, email and address to store with the payment method at the provider. */
  billingDetails?: Partial<BillingDetails>;
  submitLabel?: string;
  onSaved: SavedHandler;
  onCancel?: () => void;
}

const KIND_CHOICES = [
  { value: 'card', label: 'Credit card' },
  { value: 'us_bank_account', label: 'Bank account' },
];

function FormSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the payment form">
      <Skeleton height={58} radius="md" />
      <Skeleton height={58} radius="md" />
      <Skeleton height={36} width={160} radius="md" ml="auto" />
    </Stack>
  );
}

/** The spec's payment-key message: the provider is not set up, nothing can be saved. */
function NoPaymentKey() {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      {messages.paymentKeyMissing}
    </Alert>
  );
}

/**
 * The one card / bank account form (purchase page, payment-method modal): `GET /api/pay/key` decides
 * between the sandbox's own form and Stripe's Payment Element. It only saves the payment method at
 * the provider; the caller makes it the default (`PUT /api/pay/paymentInfo`) or pays with it.
 */
export function PaymentMethodForm({
  kind: fixedKind,
  billingDetails,
  submitLabel = 'Save payment method',
  onSaved,
  onCancel,
}: PaymentMethodFormProps) {
  const payKey = usePayKey();
  const [chosenKind, setChosenKind] = useState<PaymentKind>('card');
  const kind = fixedKind ?? chosenKind;

  let body: ReactNode;
  if (payKey.isPending) body = <FormSkeleton />;
  else if (payKey.isError) body = <NoPaymentKey />;
  else if (payKey.data.provider === 'sandbox') {
    body = (
      <SandboxPaymentForm
        key={kind}
        kind={kind}
        billingDetails={billingDetails}
        submitLabel={submitLabel}
        onSaved={onSaved}
        onCancel={onCancel}
      />
    );
  } else if (!payKey.data.key) body = <NoPaymentKey />;
  else {
    body = (
      <Suspense fallback={<FormSkeleton />}>
        <StripePaymentForm
          key={kind}
          publishableKey={payKey.data.key}
          kind={kind}
          billingDetails={billingDetails}
          submitLabel={submitLabel}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      </Suspense>
    );
  }

  return (
    <Stack gap="md">
      {fixedKind ? null : (
        <SegmentedControl
          fullWidth
          data={KIND_CHOICES}
          value={chosenKind}
          onChange={(value) => setChosenKind(value === 'us_bank_account' ? 'us_bank_account' : 'card')}
          aria-label="Payment method"
        />
      )}
      {body}
    </Stack>
  );
}

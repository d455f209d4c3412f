import type { BillingDetails } from '@canvas/shared';
import { messages } from '@canvas/shared';
import { Button, Skeleton, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance } from '@stripe/stripe-js';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { FormError } from '@/components/form-error';
import { useClientSecret } from '../../api/get-client-secret';
import type { PaymentKind } from './card-fields';
import type { SavedHandler } from './payment-method-form';
import { stripeFor } from './stripe-client';

interface StripePaymentFormProps {
  publishableKey: string;
  kind: PaymentKind;
  billingDetails: Partial<BillingDetails> | undefined;
  submitLabel: string;
  onSaved: SavedHandler;
  onCancel: (() => void) | undefined;
}

/** The theme's colours as Stripe's iframe needs them: read from the page, never written twice. */
function themeAppearance(): Appearance {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim() || undefined;
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: read('--mantine-color-plum-8'),
      colorDanger: read('--mantine-color-red-8'),
      fontFamily: 'Inter, system-ui, sans-serif',
      borderRadius: '8px',
    },
  };
}

function StripeFields({
  kind,
  billingDetails,
  submitLabel,
  onSaved,
  onCancel,
}: Omit<StripePaymentFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy.current) return;
    busy.current = true;
    setSaving(true);
    setError(null);
    try {
      const checked = await elements.submit();
      if (checked.error) {
        setError(checked.error.message ?? messages.paymentFormFailed);
        return;
      }
      const result = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: billingDetails ? { payment_method_data: { billing_details: billingDetails } } : {},
      });
      if (result.error) {
        setError(result.error.message ?? messages.paymentFormFailed);
        return;
      }
      const method = result.setupIntent.payment_method;
      const id = typeof method === 'string' ? method : method?.id;
      if (!id) {
        setError(messages.paymentFormFailed);
        return;
      }
      await onSaved(id, kind);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : messages.paymentFormFailed);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PaymentElement options={{ layout: 'tabs' }} />
        <FormError>{error}</FormError>
        <DialogActions>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={saving} disabled={!stripe || !elements}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

/**
 * Stripe mode: Stripe's Payment Element confirms a SetupIntent from `GET /api/pay/client-sec`, so the
 * card or bank details go to Stripe and never to our server; the saved payment method's id is
 * handed on.
 */
export default function StripePaymentForm({ publishableKey, kind, ...rest }: StripePaymentFormProps) {
  const secret = useClientSecret(kind === 'card');
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const appearance = useMemo(themeAppearance, []);
  if (secret.isError) return <FormError error={secret.error} fallback={messages.paymentFormFailed} />;
  if (!secret.data) return <Skeleton height={180} radius="md" aria-label="Loading the payment form" />;
  return (
    <Elements key={secret.data} stripe={stripe} options={{ clientSecret: secret.data, appearance }}>
      <StripeFields kind={kind} {...rest} />
    </Elements>
  );
}

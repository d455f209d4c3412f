import { type BillingForm, billingFormSchema, formatCents, messages, type PaymentInfo } from '@canvas/shared';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconBuildingBank, IconClockHour4, IconCreditCard } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { zodFormResolver } from '@/lib/forms';
import { useSession } from '@/lib/session';
import type { PaymentKind } from '../payment-method/card-fields';
import { PaymentMethodForm } from '../payment-method/payment-method-form';
import { BillingFields, billingDetailsOf } from './billing-fields';
import classes from './purchase.module.css';
import type { PurchaseState } from './use-purchase-flow';

/** Which saved payment method to pay with, and how it reads ('Visa •••• 4242'). */
function savedMethodLabel(info: PaymentInfo): string {
  if (info.card) return `${info.card.brand.toUpperCase()} •••• ${info.card.last4}`;
  if (info.bank) return `${info.bank.bank_name} •••• ${info.bank.last4}`;
  return 'Your saved payment method';
}

function initialBilling(info: PaymentInfo | undefined, fallbackEmail: string): BillingForm {
  const details = info?.billing_details;
  return {
    name: details?.name ?? '',
    email: details?.email || fallbackEmail,
    address: details?.address.line1 ?? '',
    city: details?.address.city ?? '',
    state: details?.address.state ?? '',
    zip: details?.address.postal_code ?? '',
    country: details?.address.country || 'United States',
  };
}

export interface PayWith {
  paymentMethod: string;
  email: string;
}

interface BillingStepProps {
  kind: PaymentKind;
  total: number;
  /** The payment method on file (`GET /api/pay/paymentInfo`), undefined when it could not be read. */
  paymentInfo: PaymentInfo | undefined;
  state: PurchaseState;
  isPaying: boolean;
  /** Make a newly saved method the default with the billing form (`PUT /api/pay/paymentInfo`). */
  saveMethod: (paymentMethod: string, billing: BillingForm) => Promise<void>;
  pay: (payWith: PayWith) => Promise<void>;
  onBack: () => void;
  /** The order summary, when the layout puts it above the buttons (phones). */
  summary?: ReactNode;
}

/**
 * Step 2 (spec 3 §4 "Plan purchase"): how the plan is paid, the billing details, the terms and the
 * agree checkbox, CONFIRM PAYMENT and Back. A matching payment method on file pays at once;
 * otherwise the billing form is checked and the card / bank dialog saves a new one first.
 */
export function BillingStep({
  kind,
  total,
  paymentInfo,
  state,
  isPaying,
  saveMethod,
  pay,
  onBack,
  summary,
}: BillingStepProps) {
  const { user } = useSession();
  const info = paymentInfo;
  const savedMatches = Boolean(info?.payment_method) && info?.type === kind;
  const [chooseNew, setChooseNew] = useState<boolean | null>(null);
  const useNew = chooseNew ?? !savedMatches;
  const [agreed, setAgreed] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  const form = useForm<BillingForm>({
    mode: 'uncontrolled',
    initialValues: initialBilling(info, user?.email ?? ''),
    validate: zodFormResolver(billingFormSchema),
  });

  const confirm = () => {
    if (isPaying) return;
    if (!useNew && info?.payment_method) {
      void pay({
        paymentMethod: info.payment_method,
        email: info.billing_details?.email || user?.email || '',
      });
      return;
    }
    if (form.validate().hasErrors) return;
    setDialogOpen(true);
  };

  const onSaved = async (paymentMethod: string) => {
    const billing = form.getValues();
    await saveMethod(paymentMethod, billing);
    await pay({ paymentMethod, email: billing.email.trim() });
    setDialogOpen(false);
  };

  const KindIcon = kind === 'card' ? IconCreditCard : IconBuildingBank;

  return (
    <Stack gap="xl">
      <section aria-labelledby="pay-with-title">
        <Text id="pay-with-title" className={classes.sectionTitle}>
          {kind === 'card' ? 'Pay by credit card' : 'Pay by bank transfer'}
        </Text>
        {savedMatches && info && !useNew ? (
          <div className={classes.savedMethod}>
            <ThemeIcon size={40} radius="md" variant="light" color="plum" aria-hidden="true">
              <KindIcon size={22} />
            </ThemeIcon>
            <div className={classes.savedText}>
              <Text fw={600}>{savedMethodLabel(info)}</Text>
              <Text size="xs" c="dimmed">
                {info.card
                  ? `Expires ${String(info.card.exp_month).padStart(2, '0')}/${String(info.card.exp_year).slice(-2)} · on file`
                  : 'On file'}
              </Text>
            </div>
            <Anchor component="button" type="button" size="sm" onClick={() => setChooseNew(true)}>
              {kind === 'card' ? 'Use a different card' : 'Use a different account'}
            </Anchor>
          </div>
        ) : (
          <Stack gap="sm" mt="xs">
            <Text size="sm" c="dimmed">
              Your billing details go on your invoices. You add your{' '}
              {kind === 'card' ? 'card' : 'bank account'} in the next window.
            </Text>
            <BillingFields form={form} />
            {savedMatches ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setChooseNew(false)}
                w="fit-content"
              >
                Pay with {info ? savedMethodLabel(info) : 'the saved method'} instead
              </Anchor>
            ) : null}
          </Stack>
        )}
      </section>

      <section aria-labelledby="terms-title">
        <Text id="terms-title" className={classes.sectionTitle}>
          Terms
        </Text>
        <div className={classes.terms}>
          <Text size="sm">
            Your plan starts today and renews automatically at the end of each billing period until you cancel
            it from Membership. Cancelling keeps the plan until the period ends. Payments are non-refundable.
            Your canvas is published as soon as the payment goes through.
          </Text>
        </div>
        <Checkbox
          mt="md"
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          label="I have read and agree to the terms of this plan"
        />
      </section>

      {state.phase === 'failed' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
        >
          {state.message}
        </Alert>
      ) : null}
      {state.phase === 'processing' ? (
        <Alert
          color="plum"
          variant="light"
          icon={<IconClockHour4 size={18} aria-hidden="true" />}
          role="status"
        >
          Your payment of {formatCents(state.result.amount)} is processing. Bank transfers take a few business
          days; your canvas goes live as soon as it clears.
        </Alert>
      ) : null}

      {summary}
      <Group className={classes.actions} justify="space-between" gap="sm">
        <Button variant="default" size="md" onClick={onBack} disabled={isPaying}>
          Back
        </Button>
        <Button
          size="md"
          onClick={confirm}
          loading={isPaying && !dialogOpen}
          disabled={!agreed || state.phase === 'processing'}
          className={classes.confirm}
        >
          {messages.confirmPaymentButton}
        </Button>
      </Group>

      <Modal
        opened={dialogOpen}
        onClose={() => (isPaying ? undefined : setDialogOpen(false))}
        title={kind === 'card' ? 'Add your card' : 'Add your bank account'}
        size={520}
      >
        <PaymentMethodForm
          kind={kind}
          billingDetails={billingDetailsOf(form.getValues())}
          submitLabel={`Pay ${formatCents(total)}`}
          onSaved={onSaved}
          onCancel={() => setDialogOpen(false)}
        />
      </Modal>
    </Stack>
  );
}

import { type BillingForm, billingFormSchema, messages, type PaymentInfo } from '@canvas/shared';
import {
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingBank, IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/form-error';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { zodFormResolver } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { usePaymentInfo } from '../api/get-payment-info';
import { useUpdatePaymentInfo } from '../api/update-payment-info';
import classes from './membership/membership.module.css';
import { MembershipHeader } from './membership/page-header';
import { cardExpiry, paymentMethodLabel } from './membership/plan-labels';
import { PaymentMethodForm } from './payment-method/payment-method-form';
import { BillingFields, billingDetailsOf } from './purchase/billing-fields';

function initialBilling(info: PaymentInfo, fallback: { name: string; email: string }): BillingForm {
  const details = info.billing_details;
  return {
    name: details?.name || fallback.name,
    email: details?.email || fallback.email,
    address: details?.address.line1 ?? '',
    city: details?.address.city ?? '',
    state: details?.address.state ?? '',
    zip: details?.address.postal_code ?? '',
    country: details?.address.country || 'United States',
  };
}

/**
 * The payment-method dialog (spec 3 §4): loading (the provider's form), the form, then saved, while
 * the new method and the billing form become the default (`PUT /api/pay/paymentInfo`).
 */
type DialogStage = { stage: 'closed' } | { stage: 'form' } | { stage: 'saved'; paymentMethod: string };

function UpdateSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your billing information">
      <Skeleton height={88} radius="lg" />
      <Skeleton height={360} radius="lg" />
    </Stack>
  );
}

function MethodOnFile({ info }: { info: PaymentInfo }) {
  const label = paymentMethodLabel(info);
  return (
    <section aria-label="Payment method on file" className={classes.methodRow}>
      <ThemeIcon size={48} radius="md" variant="light" color={label ? 'plum' : 'gray'} aria-hidden="true">
        {info.bank ? <IconBuildingBank size={24} stroke={1.6} /> : <IconCreditCard size={24} stroke={1.6} />}
      </ThemeIcon>
      <div className={classes.methodText}>
        <Text size="xs" fw={600} tt="uppercase" c="dimmed">
          On file now
        </Text>
        <Text fw={600}>{label ?? 'No payment method yet'}</Text>
        {info.card ? (
          <Text size="sm" c="dimmed">
            Expires {cardExpiry(info.card)}
          </Text>
        ) : null}
      </div>
    </section>
  );
}

function BillingUpdate({ info }: { info: PaymentInfo }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const update = useUpdatePaymentInfo();
  const [dialog, setDialog] = useState<DialogStage>({ stage: 'closed' });
  const form = useForm<BillingForm>({
    mode: 'uncontrolled',
    initialValues: initialBilling(info, {
      name: user ? `${user.profile.firstName} ${user.profile.lastName}`.trim() : '',
      email: user?.email ?? '',
    }),
    validate: zodFormResolver(billingFormSchema),
  });
  const onFile = info.payment_method;

  const finish = () => {
    notify.success(messages.billingUpdated);
    navigate(paths.membership.home.getHref());
  };

  /** Makes `paymentMethod` the default with the billing form; a failure stays on screen to retry. */
  const save = (paymentMethod: string) => {
    const billing = form.getValues();
    return update
      .mutateAsync({ email: billing.email.trim(), payment_method: paymentMethod, billing })
      .then(finish);
  };

  const openDialog = () => {
    if (form.validate().hasErrors) return;
    update.reset();
    setDialog({ stage: 'form' });
  };

  const saveBillingOnly = form.onSubmit(() => {
    if (onFile) save(onFile).catch(() => undefined);
  });

  const dialogBody = () => {
    if (dialog.stage === 'saved') {
      return (
        <Stack align="center" gap="md" py="sm" aria-live="polite">
          <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden="true">
            <IconCircleCheck size={34} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600} ta="center">
            Payment method saved
          </Text>
          {update.isError ? (
            <Stack gap="sm" w="100%">
              <FormError error={update.error} />
              <Group justify="flex-end">
                <Button onClick={() => save(dialog.paymentMethod).catch(() => undefined)}>Try again</Button>
              </Group>
            </Stack>
          ) : (
            <Group gap="xs" c="dimmed">
              <Loader size="xs" type="dots" aria-hidden="true" />
              <Text size="sm">Updating your billing information…</Text>
            </Group>
          )}
        </Stack>
      );
    }
    return (
      <PaymentMethodForm
        billingDetails={billingDetailsOf(form.getValues())}
        submitLabel="Save payment method"
        onSaved={(paymentMethod) => {
          setDialog({ stage: 'saved', paymentMethod });
          // The method is saved at the provider; making it the default is shown in the saved stage.
          save(paymentMethod).catch(() => undefined);
        }}
        onCancel={() => setDialog({ stage: 'closed' })}
      />
    );
  };

  return (
    <Stack gap="lg">
      <SurfaceCard>
        <MethodOnFile info={info} />
        <Divider my="lg" />
        <form onSubmit={saveBillingOnly} noValidate aria-label="Billing details">
          <Stack gap="lg">
            <div>
              <Title order={2} className={classes.sectionTitle}>
                Billing details
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                They appear on your invoices and go with your payment method to the payment provider.
              </Text>
            </div>
            <BillingFields form={form} />
            {dialog.stage === 'closed' ? <FormError error={update.error} /> : null}
            <Group justify="flex-end" gap="sm">
              {onFile ? (
                <Button
                  type="submit"
                  variant="default"
                  loading={update.isPending && dialog.stage === 'closed'}
                >
                  Save billing details only
                </Button>
              ) : null}
              <Button onClick={openDialog}>
                {onFile ? 'Use a new card or bank account' : 'Add a payment method'}
              </Button>
            </Group>
          </Stack>
        </form>
      </SurfaceCard>
      <Modal
        opened={dialog.stage !== 'closed'}
        onClose={() => (update.isPending ? undefined : setDialog({ stage: 'closed' }))}
        title="Payment method"
        size={520}
      >
        {dialogBody()}
      </Modal>
    </Stack>
  );
}

/**
 * /membership/billing/update (spec 3 "Membership and billing"): the billing form (name, email,
 * address, city, state, zip, country; all required, zip digits only), then the payment-method dialog
 * (loading, form, saved); saved makes it the default with the billing details → 'Billing Information
 * updated successfully' → /membership. With a method on file the billing details alone can be saved.
 */
export function BillingUpdatePage() {
  return (
    <Stack gap="xl">
      <PageMeta title="Update billing" description="Your payment method and billing details on Canvas." />
      <MembershipHeader
        title="Payment method and billing"
        description="Your plans renew with the payment method on file. Replace it, or correct the billing details your invoices show."
        back={{ href: paths.membership.home.getHref(), label: 'Membership' }}
      />
      <QueryState query={usePaymentInfo()} what="your billing information" loading={<UpdateSkeleton />}>
        {(info) => <BillingUpdate info={info} />}
      </QueryState>
    </Stack>
  );
}

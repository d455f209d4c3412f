import type { PaymentInfo } from '@canvas/shared';
import { Button, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { paths } from '@/lib/paths';
import { usePaymentInfo } from '../../api/get-payment-info';
import classes from './membership.module.css';
import { cardExpiry, paymentMethodLabel } from './plan-labels';

/** The billing address as one line: street, city, state zip, country. */
export function billingAddressLine(details: NonNullable<PaymentInfo['billing_details']>): string {
  const { line1, city, state, postal_code, country } = details.address;
  const region = [state, postal_code].filter(Boolean).join(' ');
  return [line1, city, region, country].filter(Boolean).join(', ');
}

function MethodOnFile({ info }: { info: PaymentInfo }) {
  const label = paymentMethodLabel(info);
  const updateHref = paths.membership.billingUpdate.getHref();
  if (!label) {
    return (
      <div className={classes.methodRow}>
        <ThemeIcon size={48} radius="md" variant="light" color="gray" aria-hidden="true">
          <IconCreditCard size={24} stroke={1.6} />
        </ThemeIcon>
        <div className={classes.methodText}>
          <Text fw={600}>No payment method on file</Text>
          <Text size="sm" c="dimmed">
            Add a card or a US bank account for your plan's renewals.
          </Text>
        </div>
        <Button
          component={Link}
          to={updateHref}
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          Add
        </Button>
      </div>
    );
  }
  const billing = info.billing_details;
  return (
    <div className={classes.methodRow}>
      <ThemeIcon size={48} radius="md" variant="light" color="plum" aria-hidden="true">
        {info.bank ? <IconBuildingBank size={24} stroke={1.6} /> : <IconCreditCard size={24} stroke={1.6} />}
      </ThemeIcon>
      <div className={classes.methodText}>
        <Text fw={600}>{label}</Text>
        {info.card ? (
          <Text size="sm" c="dimmed">
            Expires {cardExpiry(info.card)}
          </Text>
        ) : null}
        {billing?.name ? (
          <Text size="sm" c="dimmed" className={classes.wrapAnywhere}>
            {billing.name}
            {billing.email ? ` · ${billing.email}` : ''}
          </Text>
        ) : null}
        {billing && billingAddressLine(billing) ? (
          <Text size="sm" c="dimmed" className={classes.wrapAnywhere}>
            {billingAddressLine(billing)}
          </Text>
        ) : null}
      </div>
      <Button
        component={Link}
        to={updateHref}
        variant="default"
        leftSection={<IconPencil size={18} aria-hidden="true" />}
      >
        Update
      </Button>
    </div>
  );
}

/**
 * The payment method on file, on /membership, with the way to replace it. `hideWhenEmpty`: someone
 * without a plan and without a saved method has nothing to see here.
 */
export function PaymentMethodCard({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const query = usePaymentInfo();
  if (hideWhenEmpty && !query.data?.payment_method) return null;
  return (
    <SurfaceCard component="section" aria-label="Payment method">
      <Title order={2} className={classes.sectionTitle} mb="md">
        Payment method
      </Title>
      <QueryState
        query={query}
        what="your payment method"
        loading={<Skeleton height={64} radius="md" aria-label="Loading your payment method" />}
      >
        {(info) => <MethodOnFile info={info} />}
      </QueryState>
    </SurfaceCard>
  );
}

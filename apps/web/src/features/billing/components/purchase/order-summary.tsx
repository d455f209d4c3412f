import { formatCents, type PriceOption } from '@canvas/shared';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { CouponState } from '../../model/coupon-state';
import { appliedCoupon } from '../../model/coupon-state';
import { billingTerms, couponLabel, orderSummary, perPeriod, planName } from '../../model/purchase-rules';
import classes from './purchase.module.css';

interface OrderSummaryCardProps {
  canvasName: string;
  plan: PriceOption | null;
  isCreditCard: boolean;
  coupon: CouponState;
  /** What the server charged, once the purchase went through: it replaces the estimate. */
  charged?: number | null;
}

function Line({ label, value, tone }: { label: string; value: string; tone?: 'discount' }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} c={tone === 'discount' ? 'teal.9' : undefined} className={classes.amount}>
        {value}
      </Text>
    </Group>
  );
}

/** The live order summary: the plan, the coupon and bank discounts, and the total due today. */
export function OrderSummaryCard({
  canvasName,
  plan,
  isCreditCard,
  coupon,
  charged = null,
}: OrderSummaryCardProps) {
  const applied = appliedCoupon(coupon);
  const summary = plan ? orderSummary(plan.amount, applied, isCreditCard) : null;
  return (
    <section className={classes.summary} aria-labelledby="order-summary-title">
      <Text id="order-summary-title" className={classes.summaryTitle}>
        Order summary
      </Text>
      <Text size="sm" c="dimmed" className={classes.summaryCanvas}>
        For <strong>{canvasName}</strong>
      </Text>
      {plan && summary ? (
        <Stack gap={8} mt="md">
          <Line label={`${planName(plan)} / ${perPeriod(plan)}`} value={formatCents(summary.price)} />
          {summary.couponDiscount > 0 && applied ? (
            <Line
              label={`Coupon ${coupon.status === 'valid' ? coupon.code.toUpperCase() : ''} (${couponLabel(applied) ?? ''})`}
              value={`−${formatCents(summary.couponDiscount)}`}
              tone="discount"
            />
          ) : null}
          {summary.bankDiscount > 0 ? (
            <Line
              label="Bank transfer discount"
              value={`−${formatCents(summary.bankDiscount)}`}
              tone="discount"
            />
          ) : null}
          <Divider my={4} />
          <Group justify="space-between" wrap="nowrap" align="baseline">
            <Text fw={700}>{charged === null ? 'Total due today' : 'Total charged'}</Text>
            <Text fw={800} className={classes.total} data-testid="order-total">
              {formatCents(charged ?? summary.total)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {billingTerms(plan)}.
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" mt="md">
          Choose a plan to see your total.
        </Text>
      )}
      <Group gap={6} mt="md" wrap="nowrap" className={classes.secure}>
        <IconLock size={14} aria-hidden="true" />
        <Text size="xs">Payments are encrypted and processed securely.</Text>
      </Group>
    </section>
  );
}

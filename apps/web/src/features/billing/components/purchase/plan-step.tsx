import type { PriceOption } from '@canvas/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CouponField } from './coupon-field';
import { PaymentKindChoice } from './payment-kind-choice';
import { PlanCards } from './plan-cards';
import classes from './purchase.module.css';
import { RetailPartnerBanner } from './retail-partner-banner';
import type { CouponControl } from './use-coupon';

interface PlanStepProps {
  plans: readonly PriceOption[];
  priceId: string | null;
  onPriceChange: (priceId: string) => void;
  onContact: (() => void) | undefined;
  isCreditCard: boolean;
  onKindChange: (isCreditCard: boolean) => void;
  coupon: CouponControl;
  isRetailPartner: boolean;
  onContinue: () => void;
  /** The order summary, when the layout puts it above the buttons (phones). */
  summary?: ReactNode;
}

/** Step 1 (spec 3 §4 "Plan purchase"): the plan, card or bank transfer, and a coupon. */
export function PlanStep({
  plans,
  priceId,
  onPriceChange,
  onContact,
  isCreditCard,
  onKindChange,
  coupon,
  isRetailPartner,
  onContinue,
  summary,
}: PlanStepProps) {
  return (
    <Stack gap="xl">
      {isRetailPartner ? <RetailPartnerBanner /> : null}
      <PlanCards plans={plans} value={priceId} onChange={onPriceChange} onContact={onContact} />
      <PaymentKindChoice isCreditCard={isCreditCard} onChange={onKindChange} />
      <CouponField coupon={coupon} />
      {summary}
      <Group className={classes.actions} justify="flex-end">
        <Button
          size="md"
          onClick={onContinue}
          disabled={priceId === null || coupon.state.status === 'checking'}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          className={classes.confirm}
        >
          Continue
        </Button>
      </Group>
    </Stack>
  );
}

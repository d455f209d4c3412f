import { type Canvas, formatCents, type SubscribeResult } from '@canvas/shared';
import { Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { useIsRetailPartner } from '../../api/get-is-retail-partner';
import { usePayKey } from '../../api/get-pay-key';
import { usePaymentInfo } from '../../api/get-payment-info';
import { usePrices } from '../../api/get-prices';
import { useUpdatePaymentInfo } from '../../api/update-payment-info';
import { appliedCoupon } from '../../model/coupon-state';
import {
  clearPromoCookie,
  hasContactTier,
  type OrgType,
  orderSummary,
  priceFamilyOf,
  purchasablePlans,
  readPromoCookie,
  startingCoupon,
} from '../../model/purchase-rules';
import { BillingStep, type PayWith } from './billing-step';
import { CanvasChip, canvasNameOf } from './canvas-chip';
import { ContactSalesModal } from './contact-sales-modal';
import { OrderSummaryCard } from './order-summary';
import { PlanStep } from './plan-step';
import classes from './purchase.module.css';
import { useCoupon } from './use-coupon';
import { usePurchaseFlow } from './use-purchase-flow';

const STEPS = ['Plan', 'Billing'] as const;

function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <ol className={classes.steps} aria-label="Purchase steps">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'active' : 'next';
        return (
          <li
            key={label}
            className={classes.step}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span className={classes.stepNumber} aria-hidden="true">
              {state === 'done' ? <IconCheck size={14} /> : number}
            </span>
            <span className={classes.stepLabel}>
              <span className={classes.visuallyHidden}>Step {number}: </span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

interface PurchaseProps {
  type: OrgType;
  canvas: Canvas;
  /** Wide screens put the order summary beside the steps; phones above the buttons. */
  wide: boolean;
  onPurchased: (canvas: Canvas, result: SubscribeResult) => void;
}

/** The two purchase steps with the live order summary, for an unpaid canvas its owner opened. */
export function Purchase({ type, canvas, wide, onPurchased }: PurchaseProps) {
  const [params] = useSearchParams();
  const prices = usePrices(priceFamilyOf(type));
  const payKey = usePayKey();
  const paymentInfo = usePaymentInfo();
  const retailPartner = useIsRetailPartner();
  const updatePaymentInfo = useUpdatePaymentInfo();

  const [step, setStep] = useState<1 | 2>(1);
  const [chosenPrice, setChosenPrice] = useState<string | null>(null);
  const [isCreditCard, setIsCreditCard] = useState(true);
  const [contactOpen, setContactOpen] = useState(false);
  const coupon = useCoupon(isCreditCard);

  const plans = purchasablePlans(prices.data ?? []);
  const priceId = chosenPrice ?? plans[0]?.price_id ?? null;
  const plan = plans.find((option) => option.price_id === priceId) ?? null;
  const applied = appliedCoupon(coupon.state);
  const total = plan ? orderSummary(plan.amount, applied, isCreditCard).total : 0;

  const flow = usePurchaseFlow({
    payKey: payKey.data,
    onInvalidCoupon: () => {
      coupon.markInvalid();
      setStep(1);
    },
    onSucceeded: (result) => onPurchased(canvas, result),
  });

  // A promo code saved by a landing page wins and is used once; else `?preset=1` applies the preset code.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the page opens.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const promo = readPromoCookie();
    if (promo) clearPromoCookie();
    const code = startingCoupon(params, promo);
    if (code) coupon.prefill(code);
  }, []);

  const pay = ({ paymentMethod, email }: PayWith) =>
    flow.pay({
      canvas_id: canvas.id,
      price_id: priceId ?? '',
      hire_a_pro: false,
      is_credit_card: isCreditCard,
      email,
      payment_method: paymentMethod,
      ...(applied && coupon.state.status === 'valid' ? { coupon: coupon.state.code } : {}),
    });

  const charged =
    flow.state.phase === 'succeeded' || flow.state.phase === 'processing' ? flow.state.result.amount : null;
  const summary = (
    <OrderSummaryCard
      canvasName={canvasNameOf(canvas)}
      plan={plan}
      isCreditCard={isCreditCard}
      coupon={coupon.state}
      charged={charged}
    />
  );

  const content = (
    <QueryState query={prices} what="the plans" loading={<Skeleton height={320} radius="md" />}>
      {(options) =>
        plans.length === 0 ? (
          <Text c="dimmed">
            No plans are offered for this canvas right now. Please contact us and we will set one up.
          </Text>
        ) : step === 1 ? (
          <PlanStep
            plans={plans}
            priceId={priceId}
            onPriceChange={setChosenPrice}
            onContact={
              type === 'business' && hasContactTier(options) ? () => setContactOpen(true) : undefined
            }
            isCreditCard={isCreditCard}
            onKindChange={(next) => {
              setIsCreditCard(next);
              flow.reset();
            }}
            coupon={coupon}
            isRetailPartner={retailPartner.data === true}
            onContinue={() => setStep(2)}
            summary={wide ? null : summary}
          />
        ) : paymentInfo.isPending ? (
          <Skeleton height={320} radius="md" />
        ) : (
          <BillingStep
            kind={isCreditCard ? 'card' : 'us_bank_account'}
            total={total}
            paymentInfo={paymentInfo.data}
            state={flow.state}
            isPaying={flow.isPaying}
            saveMethod={async (paymentMethod, billing) => {
              await updatePaymentInfo.mutateAsync({
                email: billing.email.trim(),
                payment_method: paymentMethod,
                billing,
              });
            }}
            pay={pay}
            onBack={() => {
              flow.reset();
              setStep(1);
            }}
            summary={wide ? null : summary}
          />
        )
      }
    </QueryState>
  );

  return (
    <div className={classes.layout}>
      <SurfaceCard component="section" aria-label={STEPS[step - 1]}>
        <Stack gap="xl">
          <StepIndicator step={step} />
          {content}
        </Stack>
      </SurfaceCard>
      {wide ? (
        <aside className={classes.aside}>
          <CanvasChip canvas={canvas} />
          {summary}
        </aside>
      ) : null}

      <ContactSalesModal opened={contactOpen} onClose={() => setContactOpen(false)} canvasId={canvas.id} />
      <ConfirmDialog
        opened={flow.state.phase === 'confirming'}
        onClose={() => void flow.answerConfirmation(false)}
        onConfirm={() => void flow.answerConfirmation(true)}
        title="Confirm this payment with your bank"
        confirmLabel="Confirm payment"
        cancelLabel="Refuse"
        focus="confirm"
        loading={flow.isPaying}
      >
        Your bank asks you to confirm the payment of{' '}
        <strong>{formatCents(flow.state.phase === 'confirming' ? flow.state.amount : total)}</strong> to
        Canvas. In test mode this window stands in for your bank's security check.
      </ConfirmDialog>
    </div>
  );
}

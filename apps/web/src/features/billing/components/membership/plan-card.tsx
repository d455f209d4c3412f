import { formatCents, type SubscriptionSummary } from '@canvas/shared';
import { Anchor, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/components/form-error';
import { InitialsAvatar } from '@/components/initials-avatar';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useChangePrice } from '../../api/change-price';
import classes from './membership.module.css';
import {
  intervalLabel,
  isLivePlan,
  type PlanTone,
  planStatus,
  planUpdateType,
  postsLabel,
} from './plan-labels';

const TONE_COLORS: Record<PlanTone, string> = {
  active: 'teal',
  warning: 'champagne',
  danger: 'red',
  muted: 'gray',
};

/** A plan's state: the text in the body colour (legible on any surface), the tone in its dot. */
export function PlanStatusBadge({
  tone,
  label,
  className,
}: {
  tone: PlanTone;
  label: string;
  className?: string;
}) {
  return (
    <Badge color={TONE_COLORS[tone]} variant="dot" size="lg" radius="xl" className={className}>
      {label}
    </Badge>
  );
}

const CANVAS_KIND: Record<string, string> = { business: 'Salon', school: 'School' };

/** One canvas's plan on /membership: what it includes, its state, and changing or cancelling it. */
export function PlanCard({ plan }: { plan: SubscriptionSummary }) {
  const status = planStatus(plan);
  const [confirming, setConfirming] = useState(false);
  const cancel = useChangePrice();
  const canvasHref = paths.canvas.getHref(plan.canvas.slug);
  const live = isLivePlan(plan);

  const confirmCancel = () =>
    cancel.mutate(
      { canvas_id: plan.canvas.id, price_id: plan.price.price_id, is_cancel: true },
      {
        onSuccess: () => {
          setConfirming(false);
          notify.success(
            `Your plan for ${plan.canvas.name} is cancelled. It stays active until ${formatDate(plan.current_period_end)}.`,
          );
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  return (
    <Paper
      component="article"
      withBorder
      className={classes.planCard}
      aria-label={`${plan.canvas.name} plan`}
    >
      <div className={classes.planTop}>
        {/* The logo repeats the name's link for the pointer; keyboards and screen readers get the name. */}
        <Link to={canvasHref} className={classes.logoLink} tabIndex={-1} aria-hidden="true">
          <InitialsAvatar name={plan.canvas.name} size={56} kind="canvas" className={classes.logo} />
        </Link>
        <div className={classes.planIdentity}>
          <Text size="xs" fw={600} tt="uppercase" c="dimmed" className={classes.kind}>
            {CANVAS_KIND[plan.canvas.type] ?? 'Canvas'}
          </Text>
          <Anchor component={Link} to={canvasHref} className={classes.canvasName}>
            {plan.canvas.name}
          </Anchor>
        </div>
        <PlanStatusBadge tone={status.tone} label={status.label} className={classes.status} />
      </div>

      <dl className={classes.facts}>
        <div>
          <dt>Plan</dt>
          <dd>{postsLabel(plan.price.job_count)}</dd>
          <dd className={classes.factNote}>Opportunity posts at a time</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatCents(plan.price.amount)}</dd>
          <dd className={classes.factNote}>{intervalLabel(plan.price.interval)}</dd>
        </div>
        <div>
          <dt>Next billing date</dt>
          <dd>{status.nextBilling ?? '—'}</dd>
          <dd className={classes.factNote}>
            {status.nextBilling ? 'Charged to your payment method' : 'No further charges'}
          </dd>
        </div>
      </dl>

      <div className={classes.planFoot}>
        <Text size="sm" c="dimmed" className={classes.note}>
          {status.note}
        </Text>
        {live ? (
          <Group gap="sm" className={classes.planActions}>
            {plan.cancel_at_period_end ? null : (
              <Button variant="default" onClick={() => setConfirming(true)}>
                Cancel plan
              </Button>
            )}
            <Button
              component={Link}
              to={paths.membership.planUpdate.getHref(planUpdateType(plan), plan.canvas.id)}
              leftSection={<IconArrowsExchange size={18} aria-hidden="true" />}
            >
              Change plan
            </Button>
          </Group>
        ) : null}
      </div>

      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmCancel}
        title="Cancel plan?"
        confirmLabel="Cancel plan"
        cancelLabel="Keep plan"
        danger
        loading={cancel.isPending}
      >
        The plan for <strong>{plan.canvas.name}</strong> stays active until{' '}
        <strong>{formatDate(plan.current_period_end)}</strong> and is not renewed after that. Payments already
        made are not refunded.
      </ConfirmDialog>
    </Paper>
  );
}

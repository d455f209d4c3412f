import {
  CONTACT_JOB_COUNT,
  formatCents,
  messages,
  type PriceFamily,
  type PriceOption,
  type SubscriptionSummary,
} from '@canvas/shared';
import { Badge, Button, Checkbox, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, FormError } from '@/components/form-error';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { type ChangePreview, useChangePreview } from '../api/change-preview';
import { useChangePrice } from '../api/change-price';
import { usePrices } from '../api/get-prices';
import { useSubscriptions } from '../api/get-subscriptions';
import { MembershipHeader } from './membership/page-header';
import { PlanStatusBadge } from './membership/plan-card';
import { PlanContactForm } from './membership/plan-contact-form';
import {
  intervalLabel,
  isContactOption,
  planStatus,
  postsLabel,
  priceFamilyOfType,
  priceLabel,
} from './membership/plan-labels';
import classes from './membership/plan-update.module.css';

/** The radio value of the 25+ tier: it is not a price one can move to, but the way to our team. */
const CONTACT = 'contact';

const FAMILY_OF_CANVAS: Record<string, PriceFamily> = { business: 'six_month', school: 'school' };

function UpdateSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your plan">
      <Skeleton height={96} radius="lg" />
      <Skeleton height={260} radius="lg" />
    </Stack>
  );
}

function NoPlanHere({ text }: { text: string }) {
  return (
    <SurfaceCard>
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{text}</Text>
        <Button component={Link} to={paths.membership.home.getHref()} variant="light">
          Back to Membership
        </Button>
      </Stack>
    </SurfaceCard>
  );
}

function OptionCards({
  options,
  current,
  value,
  onChange,
}: {
  options: PriceOption[];
  current: PriceOption;
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      label="Posts at a time"
      classNames={{ label: classes.groupLabel }}
    >
      <div className={classes.options}>
        {options.map((option) => {
          const isCurrent = option.price_id === current.price_id;
          return (
            <Radio.Card key={option.price_id} value={option.price_id} className={classes.option} radius="md">
              <Radio.Indicator aria-hidden="true" className={classes.indicator} />
              <Text fw={700} className={classes.optionName}>
                {postsLabel(option.job_count)}
              </Text>
              <Text fw={600} className={classes.optionPrice}>
                {formatCents(option.amount)}
              </Text>
              <Text size="xs" c="dimmed" className={classes.optionPeriod}>
                {option.interval === 'six_month' ? 'every 6 months' : 'per month'}
              </Text>
              {isCurrent ? (
                <Badge size="xs" variant="filled" color="plum.9" className={classes.currentBadge}>
                  Current plan
                </Badge>
              ) : null}
            </Radio.Card>
          );
        })}
        <Radio.Card value={CONTACT} className={`${classes.option} ${classes.contactOption}`} radius="md">
          <Radio.Indicator aria-hidden="true" className={classes.indicator} />
          <Text fw={700} className={classes.optionName}>
            {postsLabel(CONTACT_JOB_COUNT)}
          </Text>
          <Text fw={600} className={classes.optionPrice}>
            Contact us
          </Text>
          <Text size="xs" c="dimmed" className={classes.optionPeriod}>
            <IconUsersGroup size={14} aria-hidden="true" /> Custom plan
          </Text>
        </Radio.Card>
      </div>
    </Radio.Group>
  );
}

/** What the change costs now and when it takes effect, once the preview answered. */
function PreviewText({
  preview,
  option,
  plan,
}: {
  preview: ChangePreview;
  option: PriceOption;
  plan: SubscriptionSummary;
}) {
  const periodEnd = formatDate(plan.current_period_end);
  if (preview.addition_amount > 0) {
    return (
      <Text>
        You pay <strong>{formatCents(preview.addition_amount)}</strong> now for the{' '}
        {preview.proration_days === 1 ? 'day' : `${preview.proration_days} days`} left in this billing period.
        From {periodEnd} the plan renews at {priceLabel(option)}.
      </Text>
    );
  }
  if (option.job_count < plan.price.job_count) {
    return (
      <Text>
        Nothing is charged now. Your plan moves to {postsLabel(option.job_count)} at {priceLabel(option)} on{' '}
        {periodEnd}; until then you keep {postsLabel(plan.price.job_count)}.
      </Text>
    );
  }
  return <Text>Nothing is charged now. The new plan starts today and renews at {priceLabel(option)}.</Text>;
}

function understandingText(option: PriceOption, preview: ChangePreview, plan: SubscriptionSummary): string {
  if (preview.addition_amount > 0) {
    return `I understand that ${formatCents(preview.addition_amount)} is charged to my payment method now and that plan payments are non-refundable.`;
  }
  if (option.job_count < plan.price.job_count) {
    return `I understand that from ${formatDate(plan.current_period_end)} I can keep at most ${postsLabel(option.job_count)} active.`;
  }
  return 'I understand that my plan changes now.';
}

function PlanUpdate({ plan, options }: { plan: SubscriptionSummary; options: PriceOption[] }) {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string | null>(plan.price.price_id);
  const [understood, setUnderstood] = useState(false);
  const preview = useChangePreview();
  const change = useChangePrice();
  const pickedOption = options.find((option) => option.price_id === picked) ?? null;
  const isCurrent = picked === plan.price.price_id;
  // Choosing the current plan again clears a scheduled cancellation or downgrade (the API's "same" change).
  const hasScheduled = plan.cancel_at_period_end || plan.next_price !== null;
  const status = planStatus(plan);

  const pick = (value: string) => {
    setPicked(value);
    setUnderstood(false);
    change.reset();
    if (value === CONTACT || value === plan.price.price_id) {
      preview.reset();
      return;
    }
    preview.mutate({ canvas_id: plan.canvas.id, price_id: value });
  };

  const confirm = () => {
    if (!pickedOption) return;
    change.mutate(
      { canvas_id: plan.canvas.id, price_id: pickedOption.price_id, is_cancel: false },
      {
        onSuccess: () => {
          notify.success(messages.paymentInitiated);
          navigate(paths.membership.home.getHref());
        },
      },
    );
  };

  const ready = isCurrent ? hasScheduled : preview.isSuccess;
  let summary = null;
  if (pickedOption && isCurrent) {
    summary = hasScheduled ? (
      <Text>
        You keep {postsLabel(plan.price.job_count)} at {priceLabel(plan.price)}.{' '}
        {plan.cancel_at_period_end ? 'The cancellation' : 'The scheduled change'} is withdrawn and the plan
        renews on {formatDate(plan.current_period_end)}.
      </Text>
    ) : (
      <Text c="dimmed">
        {options.length > 1
          ? 'This is your current plan. Pick another number of posts to change it.'
          : 'This is your current plan. For more posts, pick 25+ and our team will reach out.'}
      </Text>
    );
  } else if (pickedOption && preview.isPending) {
    summary = <Skeleton height={48} radius="md" aria-label="Working out the price" />;
  } else if (pickedOption && preview.isError) {
    summary = <FormError>{errorMessage(preview.error)}</FormError>;
  } else if (pickedOption && preview.data) {
    summary = <PreviewText preview={preview.data} option={pickedOption} plan={plan} />;
  }

  return (
    <Stack gap="lg">
      <SurfaceCard component="section" aria-label="Current plan">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Text size="xs" fw={600} tt="uppercase" c="dimmed" className={classes.kicker}>
              Current plan
            </Text>
            <Text fw={700} size="lg" className={classes.currentName}>
              {plan.canvas.name}: {postsLabel(plan.price.job_count)}
            </Text>
            <Text size="sm" c="dimmed">
              {priceLabel(plan.price)} · {intervalLabel(plan.price.interval)}
              {status.nextBilling ? ` · next billing ${status.nextBilling}` : ''}
            </Text>
          </div>
          <PlanStatusBadge tone={status.tone} label={status.label} />
        </Group>
      </SurfaceCard>

      <SurfaceCard component="section" aria-label="New plan">
        <Stack gap="lg">
          <OptionCards options={options} current={plan.price} value={picked} onChange={pick} />
          {picked === CONTACT ? (
            <Stack gap="sm">
              <Title order={2} className={classes.stepTitle}>
                Let's talk about {postsLabel(CONTACT_JOB_COUNT)}
              </Title>
              <Text size="sm" c="dimmed">
                Plans with more than 25 posts are set up with our team. Leave your details and we will reach
                out.
              </Text>
              <PlanContactForm
                canvasId={plan.canvas.id}
                onDone={() => navigate(paths.membership.home.getHref())}
              />
            </Stack>
          ) : (
            <Stack gap="md">
              <div className={classes.summary} aria-live="polite">
                {summary}
              </div>
              {ready && pickedOption ? (
                <Checkbox
                  checked={understood}
                  onChange={(event) => setUnderstood(event.currentTarget.checked)}
                  label={
                    isCurrent
                      ? 'I understand that my plan continues and renews automatically.'
                      : preview.data
                        ? understandingText(pickedOption, preview.data, plan)
                        : ''
                  }
                />
              ) : null}
              <FormError error={change.error} />
              <Group justify="flex-end" gap="sm">
                <Button component={Link} to={paths.membership.home.getHref()} variant="default">
                  Back
                </Button>
                <Button onClick={confirm} disabled={!ready || !understood} loading={change.isPending}>
                  Confirm to proceed
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </SurfaceCard>
    </Stack>
  );
}

function PlanUpdateFor({ plan }: { plan: SubscriptionSummary }) {
  const family = FAMILY_OF_CANVAS[plan.canvas.type];
  const prices = usePrices(family ?? 'six_month');
  if (!family) return <NoPlanHere text={messages.noActivePlan} />;
  return (
    <QueryState query={prices} what="the plans" loading={<UpdateSkeleton />}>
      {(list) => (
        <PlanUpdate
          plan={plan}
          options={list.filter(
            (option) => !isContactOption(option) && option.interval === plan.price.interval,
          )}
        />
      )}
    </QueryState>
  );
}

/**
 * /membership/plan/update/{type}/{id} (spec 3): pick a number of posts, see what the change costs
 * (`POST /api/pay/change-preview`) unless it is the current plan, tick that you understand, and
 * 'Confirm to proceed' (`POST /api/pay/change-price`) → 'Payment initiated' → /membership. The 25+
 * tier is the contact form.
 */
export function PlanUpdatePage() {
  const { type, id } = useParams();
  const canvasId = Number(id);
  const valid = priceFamilyOfType(type) !== null && Number.isSafeInteger(canvasId) && canvasId > 0;
  const subscriptions = useSubscriptions();
  const plan = subscriptions.data?.find((item) => item.canvas.id === canvasId && item.status !== 'canceled');

  return (
    <Stack gap="xl">
      <PageMeta title="Change plan" description="Change how many opportunities your canvas can post." />
      <MembershipHeader
        title="Change plan"
        description={
          plan
            ? `Choose how many opportunities ${plan.canvas.name} can post at a time.`
            : 'Choose how many opportunities your canvas can post at a time.'
        }
        back={{ href: paths.membership.home.getHref(), label: 'Membership' }}
      />
      {valid ? (
        <QueryState query={subscriptions} what="your plan" loading={<UpdateSkeleton />}>
          {() => (plan ? <PlanUpdateFor plan={plan} /> : <NoPlanHere text={messages.noActivePlan} />)}
        </QueryState>
      ) : (
        <NoPlanHere text={messages.noActivePlan} />
      )}
    </Stack>
  );
}

import type { SubscriptionSummary } from '@canvas/shared';
import { Button, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconFileInvoice, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { paths } from '@/lib/paths';
import { useSubscriptions } from '../api/get-subscriptions';
import classes from './membership/membership.module.css';
import { MembershipHeader } from './membership/page-header';
import { PaymentMethodCard } from './membership/payment-method-card';
import { PlanCard } from './membership/plan-card';

function PlansSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your plans">
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}

/** No plan yet: plans come with a salon or school canvas, bought when it is published. */
function NoPlans() {
  return (
    <SurfaceCard>
      <div className={classes.empty}>
        <ThemeIcon size={56} radius="xl" variant="light" color="blush" aria-hidden="true">
          <IconSparkles size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={3} className={classes.emptyTitle}>
          You don't have a plan yet
        </Title>
        <Text c="dimmed" maw={480} ta="center">
          Plans belong to salon and school canvases: you choose one when you publish your canvas, and it sets
          how many opportunities you can post. Start from your canvases.
        </Text>
        <Button component={Link} to={paths.myCanvases.getHref()} mt="xs">
          Go to My Canvases
        </Button>
      </div>
    </SurfaceCard>
  );
}

function Plans({ plans }: { plans: SubscriptionSummary[] }) {
  return (
    <Stack gap="md">
      {plans.map((plan) => (
        <PlanCard key={plan.canvas.id} plan={plan} />
      ))}
    </Stack>
  );
}

/** /membership (spec 3 "Membership and billing"): each canvas's plan, the payment method, the invoices. */
export function MembershipPage() {
  const subscriptions = useSubscriptions();
  return (
    <Stack gap="xl">
      <PageMeta title="Membership" description="Your plans, payment method and invoices on Canvas." />
      <MembershipHeader
        title="Your plans and billing"
        description="Each salon or school canvas has its own plan. Change or cancel it here, keep your payment method up to date and find every invoice."
      />
      <section aria-labelledby="plans-heading">
        <Title order={2} id="plans-heading" className={classes.sectionTitle} mb="md">
          Plans
        </Title>
        <QueryState
          query={subscriptions}
          what="your plans"
          loading={<PlansSkeleton />}
          isEmpty={(plans) => plans.length === 0}
          empty={<NoPlans />}
        >
          {(plans) => <Plans plans={plans} />}
        </QueryState>
      </section>
      <PaymentMethodCard hideWhenEmpty={subscriptions.data?.length === 0} />
      <UnstyledButton component={Link} to={paths.membership.invoices.getHref()} className={classes.linkCard}>
        <ThemeIcon size={48} radius="md" variant="light" color="plum" aria-hidden="true">
          <IconFileInvoice size={24} stroke={1.6} />
        </ThemeIcon>
        <div className={classes.methodText}>
          <Text fw={600}>Invoices</Text>
          <Text size="sm" c="dimmed">
            Every charge, with a PDF to download.
          </Text>
        </div>
        <IconChevronRight size={20} aria-hidden="true" className={classes.chevron} />
      </UnstyledButton>
    </Stack>
  );
}

import { type Canvas, formatCents, messages, type SubscribeResult } from '@canvas/shared';
import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconCircleCheck, IconLayoutGrid, IconLock, IconMoodEmpty } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { noticeWhenMissing, StatusNotice } from '@/components/status-notice';
import { SurfaceCard } from '@/components/surface-card';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { usePaymentCanvas } from '../../api/get-payment-canvas';
import type { OrgType } from '../../model/purchase-rules';
import { canvasNameOf } from './canvas-chip';
import { Purchase } from './purchase';
import classes from './purchase.module.css';
import { PurchaseDone } from './purchase-done';

const COPY: Record<OrgType, { eyebrow: string; what: string }> = {
  business: { eyebrow: 'Business canvas', what: 'business canvas' },
  school: { eyebrow: 'School dashboard', what: 'school canvas' },
};

/** The status notice on the page's card. */
function Notice(props: Omit<ComponentProps<typeof StatusNotice>, 'textWidth'>) {
  return (
    <SurfaceCard>
      <StatusNotice {...props} textWidth={440} />
    </SurfaceCard>
  );
}

const myCanvasesButton = (
  <Button
    component={Link}
    to={paths.myCanvases.getHref()}
    variant="light"
    leftSection={<IconLayoutGrid size={18} />}
  >
    My canvases
  </Button>
);

function PurchaseSkeleton() {
  return (
    <div className={classes.layout} role="status" aria-label="Loading the plans">
      <Stack gap="lg" className={classes.main}>
        <Skeleton height={20} width={160} />
        <div className={classes.planGrid} data-count={3}>
          <Skeleton height={150} radius="md" />
          <Skeleton height={150} radius="md" />
          <Skeleton height={150} radius="md" />
        </div>
        <Skeleton height={72} radius="md" />
        <Skeleton height={60} radius="md" />
      </Stack>
      <Skeleton height={260} radius="lg" className={classes.aside} />
    </div>
  );
}

const notFoundNotice = (
  <Notice
    icon={<IconMoodEmpty size={28} aria-hidden="true" />}
    title="We could not find this canvas"
    text="It may have been deleted, or the link is not quite right."
    action={myCanvasesButton}
  />
);

/**
 * /business-payment/{slug} and /school-payment/{slug} (spec 3 §4 "Plan purchase", §9; spec 2 §9):
 * where the owner of an unpaid business or school canvas buys its plan, which publishes it.
 */
export function PlanPurchasePage({ type }: { type: OrgType }) {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isPostOpportunity = params.get('isPostOpportunity') === 'true';
  const canvas = usePaymentCanvas(slug);
  // Kept here: the paid canvas reloads as 'paid' and the purchase view must stay to say it went through.
  const [done, setDone] = useState<{ canvas: Canvas; result: SubscribeResult } | null>(null);
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const editorHref = paths.canvasEditor[type].getHref(slug, { fromPost: isPostOpportunity });

  const onPurchased = (paid: Canvas, result: SubscribeResult) => {
    if (type === 'business') {
      // Spec 3 §4: "a business goes to the main site opportunities tab": its dashboard's posted opportunities.
      notify.success({
        id: 'plan-purchased',
        title: 'Payment received',
        message: `${canvasNameOf(paid)} is live. You paid ${formatCents(result.amount)}.`,
      });
      navigate(paths.myDashboard.getHref({ tabType: 'posted_opportunity', viewCanvas: paid.id }));
      return;
    }
    setDone({ canvas: paid, result });
  };

  return (
    <>
      <PageMeta title="Choose your plan" description={messages.publishNeedsSubscription} />
      <Container size={1140} py={{ base: 'lg', md: 48 }} px={{ base: 'md', md: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="md" className={classes.header}>
            <div className={classes.headerText}>
              <Eyebrow>{COPY[type].eyebrow}</Eyebrow>
              <Title order={1} className={classes.title}>
                {done ? 'You are all set' : 'Choose your plan'}
              </Title>
              {done ? null : (
                <Text c="dimmed" mt={6} maw={560}>
                  Publishing a {COPY[type].what} needs a plan. Your canvas stays a <strong>draft</strong>{' '}
                  until the payment goes through.
                </Text>
              )}
            </div>
            <Button
              component={Link}
              to={editorHref}
              variant="subtle"
              leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
              className={classes.back}
            >
              Back to editor
            </Button>
          </Group>

          <QueryState
            query={canvas}
            what="this canvas"
            loading={<PurchaseSkeleton />}
            renderError={noticeWhenMissing(notFoundNotice)}
          >
            {(loaded) => {
              if (done) return <PurchaseDone type={type} canvas={done.canvas} result={done.result} />;
              if (loaded.type !== type) return notFoundNotice;
              if (!loaded.canEdit) {
                return (
                  <Notice
                    icon={<IconLock size={28} aria-hidden="true" />}
                    title="Only the owner can buy this plan"
                    text="Sign in with the account that created this canvas to choose its plan."
                    action={myCanvasesButton}
                  />
                );
              }
              if (loaded.payorder?.status === 'succeeded') {
                return (
                  <Notice
                    icon={<IconCircleCheck size={28} aria-hidden="true" />}
                    title="This canvas already has a plan"
                    text={
                      loaded.status === 'public'
                        ? 'Its plan is active and it is live for everyone to see. Change the plan from Membership.'
                        : 'Its plan is active. Go back to the editor and press Publish to put it live.'
                    }
                    action={
                      <Group gap="sm" justify="center">
                        <Button component={Link} to={paths.membership.home.getHref()} variant="light">
                          Membership
                        </Button>
                        {myCanvasesButton}
                      </Group>
                    }
                  />
                );
              }
              return <Purchase type={type} canvas={loaded} wide={wide} onPurchased={onPurchased} />;
            }}
          </QueryState>
        </Stack>
      </Container>
    </>
  );
}

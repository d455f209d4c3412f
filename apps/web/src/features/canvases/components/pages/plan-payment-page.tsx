import { type Canvas, type CanvasType, messages } from '@canvas/shared';
import {
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCircleCheck,
  IconClockHour4,
  IconLayoutGrid,
  IconMail,
} from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { PageMeta } from '@/components/page-meta';
import { SurfaceCard } from '@/components/surface-card';
import { paths } from '@/lib/paths';
import { useCanvas } from '../../api/get-canvas';
import { CanvasLoadState } from '../../editor/components/canvas-load-state';
import classes from './plan-payment-page.module.css';

type OrgType = Extract<CanvasType, 'business' | 'school'>;

const COPY: Record<OrgType, { what: string; plan: string; includes: readonly string[] }> = {
  business: {
    what: 'business canvas',
    plan: 'a salon plan',
    includes: [
      'Your salon canvas live for everyone to find',
      'Job opportunities posted to students and professionals',
      'Your team and locations on one page',
    ],
  },
  school: {
    what: 'school canvas',
    plan: 'a school dashboard plan',
    includes: [
      'Your school canvas live for students and salons',
      'The school dashboard for your students and staff',
      'Your campuses, programs and team on one page',
    ],
  },
};

function canvasInitials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

function PaymentContent({
  canvas,
  type,
  isPostOpportunity,
}: {
  canvas: Canvas;
  type: OrgType;
  isPostOpportunity: boolean;
}) {
  const copy = COPY[type];
  const logo = canvas.media.logo?.url ?? null;
  const paid = canvas.payorder?.status === 'succeeded';
  const name = canvas.introduction.name || 'Your canvas';
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" className={classes.canvas}>
        <Avatar src={logo} alt="" size={64} radius="md" color="plum" variant="light">
          {canvasInitials(name)}
        </Avatar>
        <div className={classes.canvasText}>
          <Text fw={700} size="lg" className={classes.canvasName}>
            {name}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color={canvas.status === 'public' ? 'teal' : 'gray'} radius="sm">
              {canvas.status === 'draft' ? 'Draft' : canvas.status === 'public' ? 'Published' : 'Private'}
            </Badge>
            {paid ? (
              <Badge variant="light" color="teal" radius="sm">
                Plan active
              </Badge>
            ) : null}
          </Group>
        </div>
      </Group>

      {paid ? (
        <Text>
          {canvas.status === 'public'
            ? 'This canvas has an active plan and is live for everyone to see.'
            : 'This canvas already has an active plan. Go back to the editor and press Publish to put it live.'}
        </Text>
      ) : (
        <>
          <Stack gap="xs">
            <Text>
              Publishing a {copy.what} needs {copy.plan}. Your canvas is <strong>saved as a draft</strong>:
              nothing is lost, and you can keep editing it.
            </Text>
            {isPostOpportunity ? (
              <Text size="sm" c="dimmed">
                Posting job opportunities comes with the plan, too.
              </Text>
            ) : null}
          </Stack>
          <div className={classes.soon}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color="champagne" radius="xl" size={36} aria-hidden="true">
                <IconClockHour4 size={18} />
              </ThemeIcon>
              <div>
                <Text fw={600}>Online plans are being set up</Text>
                <Text size="sm" c="dimmed">
                  You will soon choose and pay for a plan right here. Until then, contact us and we will set
                  yours up.
                </Text>
              </div>
            </Group>
            <List
              mt="md"
              spacing={6}
              size="sm"
              icon={
                <ThemeIcon size={20} radius="xl" variant="light" color="plum" aria-hidden="true">
                  <IconCircleCheck size={14} />
                </ThemeIcon>
              }
            >
              {copy.includes.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </div>
        </>
      )}

      <div className={classes.actions}>
        <Button
          component={Link}
          to={paths.canvasEditor[type].getHref(canvas.slug, { fromPost: isPostOpportunity })}
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          Back to editor
        </Button>
        <Button
          component={Link}
          to={paths.myCanvases.getHref()}
          variant="default"
          size="md"
          leftSection={<IconLayoutGrid size={18} aria-hidden="true" />}
        >
          My canvases
        </Button>
        {paid ? null : (
          <Button
            component={Link}
            to={paths.contactUs.getHref()}
            variant="subtle"
            size="md"
            leftSection={<IconMail size={18} aria-hidden="true" />}
          >
            Contact us about a plan
          </Button>
        )}
      </div>
    </Stack>
  );
}

function PaymentSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading your canvas">
      <Group gap="md">
        <Skeleton height={64} width={64} radius="md" />
        <Skeleton height={24} width="50%" />
      </Group>
      <Skeleton height={16} />
      <Skeleton height={16} width="80%" />
      <Skeleton height={120} />
    </Stack>
  );
}

/**
 * /business-payment/{slug} and /school-payment/{slug} (spec 2 route table): where publishing an
 * unpaid business or school canvas leads. Billing is not built yet (issue 21), so the page says so
 * plainly, keeps the canvas as a draft and offers the ways back; it never pretends to take a payment.
 */
export function PlanPaymentPage({ type }: { type: OrgType }) {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const isPostOpportunity = params.get('isPostOpportunity') === 'true';
  const canvas = useCanvas(slug);
  const copy = COPY[type];
  return (
    <>
      <PageMeta title="Choose a plan" description={messages.publishNeedsSubscription} />
      <Container size={640} py={{ base: 'xl', md: 64 }} px="md">
        <Stack gap="lg">
          <div>
            <Eyebrow>{type === 'school' ? 'School dashboard' : 'Business canvas'}</Eyebrow>
            <Title order={1} className={classes.title}>
              Publish your {copy.what}
            </Title>
          </div>
          <SurfaceCard shadow="md">
            <CanvasLoadState query={canvas} expectedType={type} skeleton={<PaymentSkeleton />}>
              {(loaded) => (
                <PaymentContent canvas={loaded} type={type} isPostOpportunity={isPostOpportunity} />
              )}
            </CanvasLoadState>
          </SurfaceCard>
        </Stack>
      </Container>
    </>
  );
}

import { type Canvas, formatCents, type SubscribeResult } from '@canvas/shared';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti, IconExternalLink, IconLayoutDashboard } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SurfaceCard } from '@/components/surface-card';
import { paths } from '@/lib/paths';
import type { OrgType } from '../../model/purchase-rules';
import { CanvasChip, canvasNameOf } from './canvas-chip';

/**
 * After a school's purchase: the finished dialog (spec 3 §4: "a school then goes to /my-dashboard
 * (existing) or shows a finished dialog (new)"). Every school sees it, with its way on to My
 * Dashboard, so the payment is confirmed before the page changes.
 */
export function PurchaseDone({
  type,
  canvas,
  result,
}: {
  type: OrgType;
  canvas: Canvas;
  result: SubscribeResult;
}) {
  const [opened, setOpened] = useState(true);
  const name = canvasNameOf(canvas);
  const links = (
    <Group gap="sm" justify="center">
      <Button
        component={Link}
        to={paths.canvas.getHref(result.canvas.slug)}
        leftSection={<IconExternalLink size={18} aria-hidden="true" />}
      >
        View your canvas
      </Button>
      <Button
        component={Link}
        to={paths.myDashboard.getHref({ viewCanvas: result.canvas.id })}
        variant="default"
        leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
      >
        My Dashboard
      </Button>
    </Group>
  );
  const text = `We received your payment of ${formatCents(result.amount)}. ${name} is now live${
    type === 'school' ? ' and your school dashboard plan is active' : ''
  }.`;
  return (
    <>
      <SurfaceCard>
        <Stack align="center" gap="md" py="xl" ta="center">
          <CanvasChip canvas={{ ...canvas, status: 'public' }} />
          <Text maw={480}>{text}</Text>
          {links}
        </Stack>
      </SurfaceCard>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Your plan is active" size={480}>
        <Stack align="center" gap="md" py="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="blush">
            <IconConfetti size={32} stroke={1.5} aria-hidden="true" />
          </ThemeIcon>
          <Text>{text}</Text>
          {links}
        </Stack>
      </Modal>
    </>
  );
}

import type { Canvas } from '@canvas/shared';
import { Badge, Group, Text } from '@mantine/core';
import { InitialsAvatar } from '@/components/initials-avatar';
import classes from './purchase.module.css';

export const canvasNameOf = (canvas: Canvas): string => canvas.introduction.name || 'Your canvas';

/** The canvas being paid for: logo, name and whether it is live. */
export function CanvasChip({ canvas }: { canvas: Canvas }) {
  const name = canvasNameOf(canvas);
  return (
    <Group gap="sm" wrap="nowrap" className={classes.chip}>
      <InitialsAvatar name={name} src={canvas.media.logo?.url} size={44} kind="canvas" />
      <div className={classes.chipText}>
        <Text fw={700} className={classes.chipName}>
          {name}
        </Text>
        <Badge
          variant="light"
          color={canvas.status === 'public' ? 'teal' : 'gray'}
          c={canvas.status === 'public' ? 'teal.9' : undefined}
          radius="sm"
          size="sm"
        >
          {canvas.status === 'draft' ? 'Draft' : canvas.status === 'public' ? 'Published' : 'Private'}
        </Badge>
      </div>
    </Group>
  );
}

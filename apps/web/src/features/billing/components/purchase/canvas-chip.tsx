import type { Canvas } from '@canvas/shared';
import { Avatar, Badge, Group, Text } from '@mantine/core';
import classes from './purchase.module.css';

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

export const canvasNameOf = (canvas: Canvas): string => canvas.introduction.name || 'Your canvas';

/** The canvas being paid for: logo, name and whether it is live. */
export function CanvasChip({ canvas }: { canvas: Canvas }) {
  const name = canvasNameOf(canvas);
  return (
    <Group gap="sm" wrap="nowrap" className={classes.chip}>
      <Avatar src={canvas.media.logo?.url ?? null} alt="" size={44} radius="md" color="plum" variant="light">
        {canvasInitials(name)}
      </Avatar>
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

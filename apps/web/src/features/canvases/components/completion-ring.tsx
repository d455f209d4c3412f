import { completionColor } from '@canvas/shared';
import { RingProgress, Text } from '@mantine/core';

/** The list colours of spec 2 §4 (up to 50 orange, up to 80 olive, above 80 green) in the theme's palette. */
export const COMPLETION_THEME_COLORS = {
  orange: 'orange.6',
  olive: 'lime.8',
  green: 'green.7',
} as const satisfies Record<ReturnType<typeof completionColor>, string>;

export function completionThemeColor(percent: number): string {
  return COMPLETION_THEME_COLORS[completionColor(percent)];
}

/** How complete a portfolio is, as a coloured ring with the percentage inside. */
export function CompletionRing({ percent }: { percent: number }) {
  const color = completionThemeColor(percent);
  return (
    <RingProgress
      size={64}
      thickness={6}
      roundCaps
      sections={[{ value: percent, color }]}
      rootColor="gray.2"
      data-completion-color={completionColor(percent)}
      aria-label={`${percent}% complete`}
      role="img"
      label={
        <Text ta="center" size="xs" fw={700} c={color}>
          {percent}%
        </Text>
      }
    />
  );
}

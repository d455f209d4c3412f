import { type OpportunityPay, paySummary } from '@canvas/shared';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';

/**
 * The structured pay under the opportunity's title (issue 22, beyond the spec), as one line:
 * "45–55% commission · $18/hr guarantee · tips". Nothing when the poster stated none.
 */
export function PaySummary({ pay }: { pay: OpportunityPay | null | undefined }) {
  const summary = paySummary(pay);
  if (!summary) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCash size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" fw={600}>
        <VisuallyHidden>Pay: </VisuallyHidden>
        {summary}
      </Text>
    </Group>
  );
}

import type { OpportunityViewDetails } from '@canvas/shared';
import { BarChart } from '@mantine/charts';
import { Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { useViewDetails } from './posted-api';

const PERIODS = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const;
type Period = (typeof PERIODS)[number]['value'];

const SERIES: Record<Period, keyof OpportunityViewDetails> = {
  day: 'viewsPerDay',
  week: 'viewsPerWeek',
  month: 'viewsPerMonth',
};

/** A point's label: MM-DD for days and weeks (spec 3 §9 stats labels), YYYY-MM for months. */
export function viewLabel(date: string, period: Period): string {
  return period === 'month' ? date.slice(0, 7) : date.slice(5, 10);
}

interface ViewsChartModalProps {
  opportunity: { id: number; title: string } | null;
  onClose: () => void;
}

/** Spec 3 "Posted Opportunities": the view count opens the opportunity's views by Day, Week or Month. */
export function ViewsChartModal({ opportunity, onClose }: ViewsChartModalProps) {
  const [period, setPeriod] = useState<Period>('day');
  const query = useViewDetails(opportunity?.id ?? null);

  return (
    <Modal
      opened={opportunity !== null}
      onClose={onClose}
      title={`Views of ${opportunity?.title ?? ''}`}
      size="xl"
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label="Views per"
          data={[...PERIODS]}
          value={period}
          onChange={(value) => setPeriod(PERIODS.find((option) => option.value === value)?.value ?? 'day')}
        />
        <QueryState query={query} what="the views">
          {(details) => {
            const points = details[SERIES[period]].map((point) => ({
              date: viewLabel(point.date, period),
              Views: point.count,
            }));
            const total = points.reduce((sum, point) => sum + point.Views, 0);
            return (
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {total.toLocaleString('en-US')} views in this period
                </Text>
                <BarChart
                  h={260}
                  data={points}
                  dataKey="date"
                  series={[{ name: 'Views', color: 'plum.6' }]}
                  tickLine="y"
                  aria-label={`Views per ${period}`}
                />
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Modal>
  );
}

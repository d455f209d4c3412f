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
export type Period = (typeof PERIODS)[number]['value'];

const SERIES: Record<Period, keyof OpportunityViewDetails> = {
  day: 'viewsPerDay',
  week: 'viewsPerWeek',
  month: 'viewsPerMonth',
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The periods the server counts back over: 30 days, 12 weeks (and the current one), 12 months. */
const SPAN: Record<Period, number> = { day: 30, week: 13, month: 12 };

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The UTC start of the day, Monday-week or month holding `time` (as PostgreSQL's date_trunc). */
function bucketStart(time: number, period: Period): number {
  const date = new Date(time);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (period === 'day') return day;
  if (period === 'week') return day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/**
 * The server lists only the days, weeks or months that had views; the chart shows every one of the
 * period's buckets up to now, the quiet ones at 0, so the bars keep their spacing in time.
 */
export function fillViews(
  points: ReadonlyArray<{ date: string; count: number }>,
  period: Period,
  now: number = Date.now(),
): Array<{ date: string; count: number }> {
  const counts = new Map(points.map((point) => [point.date, point.count]));
  const last = bucketStart(now, period);
  const dates = Array.from({ length: SPAN[period] }, (_, index) => {
    const back = SPAN[period] - 1 - index;
    if (period === 'month') {
      const start = new Date(last);
      return isoDay(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - back, 1));
    }
    return isoDay(last - back * (period === 'week' ? 7 : 1) * DAY_MS);
  });
  return dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

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
            const points = fillViews(details[SERIES[period]], period).map((point) => ({
              date: viewLabel(point.date, period),
              Views: point.count,
            }));
            const total = points.reduce((sum, point) => sum + point.Views, 0);
            return (
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {total.toLocaleString('en-US')} views in this period
                </Text>
                <div role="img" aria-label={`Views per ${period}: ${total} in all`}>
                  <BarChart
                    h={260}
                    data={points}
                    dataKey="date"
                    series={[{ name: 'Views', color: 'plum.6' }]}
                    tickLine="y"
                  />
                </div>
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Modal>
  );
}

import type { BusinessStatistics } from '@canvas/shared';
import { PieChart } from '@mantine/charts';
import { Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { useBusinessStatistics } from '../api/get-business-statistics';
import classes from './business-stats.module.css';

export interface StatsLocation {
  uuid: string;
  address: string;
}

interface BusinessStatsProps {
  canvasId: number;
  locations: readonly StatsLocation[];
}

const ALL_LOCATIONS = 'all';

type StageKey = Exclude<keyof BusinessStatistics, 'apply' | 'opportunity' | 'opportunityView'>;

/** The pie's stages after Applied, in the pipeline's order, with their labels and theme colours. */
const STAGES: ReadonlyArray<{ key: StageKey; label: string; color: string }> = [
  { key: 'beingScreened', label: 'Being Screened', color: 'plum.5' },
  { key: 'scheduledInterviewDate', label: 'Scheduled Interview', color: 'plum.7' },
  { key: 'interviewing', label: 'Interviewing', color: 'champagne.5' },
  { key: 'scheduledTechDemonstration', label: 'Scheduled Tech Demonstration', color: 'champagne.7' },
  { key: 'interviewed', label: 'Interviewed', color: 'teal.4' },
  { key: 'submittedToHiringLeader', label: 'Submitted to Hiring Leader', color: 'teal.6' },
  { key: 'offerPending', label: 'Offer Pending', color: 'blue.4' },
  { key: 'offerAccepted', label: 'Offer Accepted', color: 'blue.6' },
  { key: 'hired', label: 'Hired', color: 'green.6' },
  { key: 'offerDeclined', label: 'Offer Declined', color: 'gray.5' },
  { key: 'notAFit', label: 'Not a Fit', color: 'gray.7' },
  { key: 'withdrawed', label: 'Withdrawn', color: 'blush.4' },
];

/** No. Candidates: `apply` counts every application, whatever its stage. */
export const candidateCount = (stats: BusinessStatistics) => stats.apply;

/**
 * The pie's slices: each stage with candidates, and Applied for those not moved on yet (every
 * application less the later stages; a contest's scored entries count there too).
 */
export function stageSlices(
  stats: BusinessStatistics,
): Array<{ name: string; value: number; color: string }> {
  const later = STAGES.reduce((sum, stage) => sum + stats[stage.key], 0);
  const applied = Math.max(0, stats.apply - later);
  return [
    { name: 'Applied', value: applied, color: 'plum.3' },
    ...STAGES.map((stage) => ({ name: stage.label, value: stats[stage.key], color: stage.color })),
  ].filter((slice) => slice.value > 0);
}

/** The stat cards of spec 3 "Stats (business)", in its order. */
export function statCards(stats: BusinessStatistics): Array<{ label: string; value: number }> {
  return [
    { label: 'Active Opportunities', value: stats.opportunity },
    { label: 'Active Opportunity Views', value: stats.opportunityView },
    { label: 'No. Candidates', value: candidateCount(stats) },
    { label: 'Currently Interviewing', value: stats.interviewing },
    { label: 'Interviewed', value: stats.interviewed },
    { label: 'Hired', value: stats.hired },
  ];
}

/** Spec 3 "Stats (business)": a location select, the pie of candidates by stage and six cards. */
export function BusinessStats({ canvasId, locations }: BusinessStatsProps) {
  const [location, setLocation] = useState(ALL_LOCATIONS);
  const query = useBusinessStatistics(canvasId, location === ALL_LOCATIONS ? null : location);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={2} size="h3">
          Stats
        </Title>
        <Select
          label="Location"
          size="md"
          className={classes.location}
          data={[
            { value: ALL_LOCATIONS, label: 'All' },
            ...locations.map((option) => ({
              value: option.uuid,
              label: option.address || 'Unnamed location',
            })),
          ]}
          value={location}
          allowDeselect={false}
          onChange={(value) => setLocation(value ?? ALL_LOCATIONS)}
        />
      </Group>
      <QueryState query={query} what="the stats">
        {(stats) => {
          const slices = stageSlices(stats);
          return (
            <Stack gap="lg">
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
                {statCards(stats).map((card) => (
                  <Paper key={card.label} withBorder radius="md" p="md" className={classes.card}>
                    <Text size="sm" c="dimmed">
                      {card.label}
                    </Text>
                    <Text fz={28} fw={700} className={classes.value}>
                      {card.value.toLocaleString('en-US')}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
              <SurfaceCard component="section" aria-label="Candidates by stage">
                <Stack gap="md">
                  <Title order={3}>Candidates by stage</Title>
                  {slices.length === 0 ? (
                    <Text c="dimmed">No candidates yet.</Text>
                  ) : (
                    <div className={classes.pie}>
                      <div role="img" aria-label="Pie of candidates by stage (numbers beside it)">
                        <PieChart data={slices} withTooltip tooltipDataSource="segment" size={200} />
                      </div>
                      <ul className={classes.legend}>
                        {slices.map((slice) => (
                          <li key={slice.name}>
                            <span
                              className={classes.swatch}
                              style={{ background: `var(--mantine-color-${slice.color.replace('.', '-')})` }}
                              aria-hidden="true"
                            />
                            {slice.name}: <strong>{slice.value}</strong>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </Stack>
              </SurfaceCard>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

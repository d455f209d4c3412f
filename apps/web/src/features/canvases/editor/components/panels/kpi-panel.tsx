import type { Kpi } from '@canvas/shared';
import { SimpleGrid, Text } from '@mantine/core';
import { NumericInput } from '@/components/fields/numeric-input';
import { KPI_FIELDS } from '../../model/rules';
import type { PanelProps } from './panel-types';

/** KPIs (spec 2 §3 KPI fields and §5): no negatives; retention and productivity stop at 100. */
export function KpiPanel({ draft, update }: PanelProps) {
  const kpi = draft.additionalInformation.KPI;
  const set = (key: keyof Kpi, value: number | null) =>
    update((current) => ({
      ...current,
      additionalInformation: {
        ...current.additionalInformation,
        KPI: { ...current.additionalInformation.KPI, [key]: value },
      },
    }));
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        Numbers salons look for. Leave any you do not track empty; they will not show.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {KPI_FIELDS.map((field) => (
          <NumericInput
            key={field.key}
            label={field.label}
            description={field.description}
            value={kpi[field.key]}
            onChange={(value) => set(field.key, value)}
            max={field.max ?? undefined}
            percent={field.unit === 'percent'}
            suffix={field.unit === 'percent' ? '%' : undefined}
            prefix={field.unit === 'dollars' ? '$' : undefined}
            thousandSeparator={field.unit === 'percent' ? undefined : ','}
            decimalScale={2}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

import { type CanvasLocation, messages, type OpportunityPay, paySummary } from '@canvas/shared';
import { Alert, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { NumericInput } from '@/components/fields/numeric-input';
import { payTransparencyWarning } from './pay-values';

interface PayFieldsProps {
  /** Any form holding the pay under `pay` (the post form). */
  form: UseFormReturnType<{ pay: OpportunityPay }>;
  /** The chosen canvas location (its state decides the pay-transparency warning). */
  location: Pick<CanvasLocation, 'state' | 'stateShort'> | null;
  national: boolean;
}

const AMOUNTS = [
  { field: 'commissionMin', label: 'Commission from', suffix: '%' },
  { field: 'commissionMax', label: 'Commission up to', suffix: '%' },
  { field: 'hourlyGuarantee', label: 'Hourly guarantee ($ an hour)', prefix: '$' },
  { field: 'boothRentWeekly', label: 'Booth rent ($ a week)', prefix: '$' },
  { field: 'salaryMin', label: 'Salary from ($ a year)', prefix: '$' },
  { field: 'salaryMax', label: 'Salary up to ($ a year)', prefix: '$' },
] as const;

/**
 * The Pay section of the post form (issue 22, beyond the spec): commission, hourly guarantee, booth
 * rent, salary and tips, all optional, with how the opportunity will read and, where a state's law
 * asks job posts to show pay, a warning while no amount is given.
 */
export function PayFields({ form, location, national }: PayFieldsProps) {
  const pay = form.getValues().pay;
  const summary = paySummary(pay);
  const warning = payTransparencyWarning(pay, { location, national });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Optional. Say what the chair earns: it shows on the opportunity and in job search results.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {AMOUNTS.map(({ field, label, ...affix }) => (
          <NumericInput
            key={field}
            label={label}
            thousandSeparator=","
            decimalScale={2}
            {...affix}
            {...form.getInputProps(`pay.${field}`)}
            value={pay[field]}
            onChange={(next) => form.setFieldValue(`pay.${field}`, next)}
          />
        ))}
      </SimpleGrid>
      <Switch label="Tips" {...form.getInputProps('pay.tips', { type: 'checkbox' })} />
      {summary ? (
        <Text size="sm">
          <Text span fw={600}>
            Shown as:{' '}
          </Text>
          {summary}
        </Text>
      ) : null}
      {warning ? (
        <Alert
          color="champagne"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={messages.payTransparencyTitle}
        >
          {warning}
        </Alert>
      ) : null}
    </Stack>
  );
}

import { BANK_TRANSFER_DISCOUNT_CENTS, formatCents } from '@canvas/shared';
import { Badge, Radio, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import classes from './purchase.module.css';

/** Credit card (no discount) or bank transfer ($10 off, spec 3 §9). */
export function PaymentKindChoice({
  isCreditCard,
  onChange,
}: {
  isCreditCard: boolean;
  onChange: (isCreditCard: boolean) => void;
}) {
  return (
    <Radio.Group
      value={isCreditCard ? 'card' : 'bank'}
      onChange={(value) => onChange(value === 'card')}
      label="How would you like to pay?"
      classNames={{ label: classes.groupLabel }}
    >
      <div className={classes.kindGrid}>
        <Radio.Card value="card" className={classes.kindCard} radius="md">
          <Radio.Indicator aria-hidden="true" />
          <IconCreditCard size={22} aria-hidden="true" className={classes.kindIcon} />
          <div className={classes.kindText}>
            <Text fw={600}>Credit card</Text>
            <Text size="xs" c="dimmed">
              Visa, Mastercard, American Express
            </Text>
          </div>
        </Radio.Card>
        <Radio.Card value="bank" className={classes.kindCard} radius="md">
          <Radio.Indicator aria-hidden="true" />
          <IconBuildingBank size={22} aria-hidden="true" className={classes.kindIcon} />
          <div className={classes.kindText}>
            <Text fw={600}>Bank transfer</Text>
            <Text size="xs" c="dimmed">
              US bank account (ACH)
            </Text>
          </div>
          <Badge color="teal.9" variant="filled" radius="sm" className={classes.kindBadge}>
            Save {formatCents(BANK_TRANSFER_DISCOUNT_CENTS)}
          </Badge>
        </Radio.Card>
      </div>
    </Radio.Group>
  );
}

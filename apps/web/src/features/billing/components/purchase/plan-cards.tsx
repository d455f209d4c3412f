import { formatCents, type PriceOption } from '@canvas/shared';
import { Badge, Radio, Text, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconUsersGroup } from '@tabler/icons-react';
import { billingTerms, perPeriod, planName } from '../../model/purchase-rules';
import classes from './purchase.module.css';

interface PlanCardsProps {
  plans: readonly PriceOption[];
  value: string | null;
  onChange: (priceId: string) => void;
  /** The '4+' Contact For Pricing card (business): opens the contact form. */
  onContact?: (() => void) | undefined;
}

/** The plans to pick from as cards (spec 3 §9: posts, price per period, the billing terms), and '4+'. */
export function PlanCards({ plans, value, onChange, onContact }: PlanCardsProps) {
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      label="Choose your plan"
      classNames={{ label: classes.groupLabel }}
    >
      <div className={classes.planGrid} data-count={plans.length + (onContact ? 1 : 0)}>
        {plans.map((plan) => (
          <Radio.Card key={plan.price_id} value={plan.price_id} className={classes.planCard} radius="md">
            <div className={classes.planTop}>
              <Radio.Indicator aria-hidden="true" />
              <Text fw={700} className={classes.planName}>
                {planName(plan)}
              </Text>
            </div>
            <Text className={classes.planPrice}>
              <span className={classes.planAmount}>{formatCents(plan.amount)}</span>
              <span className={classes.planPeriod}> / {perPeriod(plan)}</span>
            </Text>
            <Text size="xs" c="dimmed">
              {billingTerms(plan)}
            </Text>
          </Radio.Card>
        ))}
        {onContact ? (
          <UnstyledButton className={`${classes.planCard} ${classes.contactCard}`} onClick={onContact}>
            <div className={classes.planTop}>
              <IconUsersGroup size={20} aria-hidden="true" className={classes.contactIcon} />
              <Text fw={700} className={classes.planName}>
                4+ job posts
              </Text>
            </div>
            <Badge variant="light" color="champagne" radius="sm" className={classes.contactBadge}>
              Contact For Pricing
            </Badge>
            <Text size="xs" c="dimmed" className={classes.contactMore}>
              Tell us about your team <IconArrowRight size={12} aria-hidden="true" />
            </Text>
          </UnstyledButton>
        ) : null}
      </div>
    </Radio.Group>
  );
}

import { formatCents, type PriceOption } from '@canvas/shared';
import { Radio, Text, UnstyledButton } from '@mantine/core';
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
    <div className={classes.planGroup}>
      <Radio.Group
        value={value}
        onChange={onChange}
        label="Choose your plan"
        classNames={{ label: classes.groupLabel }}
      >
        <div className={classes.planGrid} data-count={plans.length}>
          {plans.map((plan) => (
            <Radio.Card key={plan.price_id} value={plan.price_id} className={classes.planCard} radius="md">
              <Radio.Indicator aria-hidden="true" className={classes.planIndicator} />
              <Text fw={700} className={classes.planName}>
                {planName(plan)}
              </Text>
              <Text className={classes.planPrice}>
                <span className={classes.planAmount}>{formatCents(plan.amount)}</span>
                <span className={classes.planPeriod}> / {perPeriod(plan)}</span>
              </Text>
              <Text size="xs" c="dimmed" className={classes.planTerms}>
                {billingTerms(plan)}
              </Text>
            </Radio.Card>
          ))}
        </div>
        {onContact ? (
          <UnstyledButton className={classes.contactStrip} onClick={onContact}>
            <IconUsersGroup size={22} aria-hidden="true" className={classes.contactIcon} />
            <span className={classes.contactText}>
              <Text component="span" fw={700} className={classes.planName}>
                4+ job posts
              </Text>
              <Text component="span" size="xs" c="dimmed" className={classes.contactMore}>
                Larger teams get a plan made with our team.
              </Text>
            </span>
            <span className={classes.contactCta}>
              Contact For Pricing <IconArrowRight size={14} aria-hidden="true" />
            </span>
          </UnstyledButton>
        ) : null}
      </Radio.Group>
    </div>
  );
}

import { messages } from '@canvas/shared';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { couponLabel } from '../../model/purchase-rules';
import classes from './purchase.module.css';
import type { CouponControl } from './use-coupon';

/** The coupon code and its result: the discount it gives, or the spec's 'Invalid code' line. */
export function CouponField({ coupon }: { coupon: CouponControl }) {
  const { state } = coupon;
  const checking = state.status === 'checking';
  const error = state.status === 'invalid' ? messages.couponInvalid : coupon.trouble;
  const applied = state.status === 'valid' ? couponLabel(state.coupon) : null;

  // Enter in the field applies the code; this is not the page's form.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void coupon.apply();
  };

  return (
    <form onSubmit={submit} noValidate className={classes.couponForm}>
      <div className={classes.couponRow}>
        <TextInput
          className={classes.couponInput}
          label="Coupon code"
          placeholder="Enter a code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          leftSection={<IconTicket size={18} aria-hidden="true" />}
          value={coupon.code}
          onChange={(event) => coupon.setCode(event.currentTarget.value)}
          error={error}
        />
        <Button
          type="submit"
          variant="light"
          loading={checking}
          disabled={coupon.code.trim() === ''}
          className={classes.couponButton}
        >
          Apply
        </Button>
      </div>
      {state.status === 'valid' ? (
        <Group gap={6} mt={6} wrap="nowrap" role="status">
          <IconCircleCheck size={16} aria-hidden="true" className={classes.okIcon} />
          <Text size="sm" c="teal.9">
            {applied ? (
              <>
                <strong>{state.code.toUpperCase()}</strong> applied: {applied}
              </>
            ) : (
              <>
                <strong>{state.code.toUpperCase()}</strong> is valid but takes nothing off this plan.
              </>
            )}
          </Text>
        </Group>
      ) : null}
    </form>
  );
}

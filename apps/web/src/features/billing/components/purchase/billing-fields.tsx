import type { BillingForm } from '@canvas/shared';
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import classes from './purchase.module.css';

/** The billing form's fields (spec 3 "Membership and billing"): all required, the zip digits only. */
export function BillingFields({ form }: { form: UseFormReturnType<BillingForm> }) {
  return (
    <div className={classes.billingGrid}>
      <TextInput
        className={classes.span2}
        label="Name"
        autoComplete="name"
        required
        key={form.key('name')}
        {...form.getInputProps('name')}
      />
      <TextInput
        className={classes.span2}
        label="Email"
        type="email"
        autoComplete="email"
        required
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <TextInput
        className={classes.span2}
        label="Address"
        autoComplete="address-line1"
        required
        key={form.key('address')}
        {...form.getInputProps('address')}
      />
      <TextInput
        label="City"
        autoComplete="address-level2"
        required
        key={form.key('city')}
        {...form.getInputProps('city')}
      />
      <TextInput
        label="State"
        autoComplete="address-level1"
        required
        key={form.key('state')}
        {...form.getInputProps('state')}
      />
      <TextInput
        label="Zip"
        inputMode="numeric"
        autoComplete="postal-code"
        required
        key={form.key('zip')}
        {...form.getInputProps('zip')}
      />
      <TextInput
        label="Country"
        autoComplete="country-name"
        required
        key={form.key('country')}
        {...form.getInputProps('country')}
      />
    </div>
  );
}

/** The billing form as the provider stores it with the payment method. */
export const billingDetailsOf = (values: BillingForm) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  address: {
    line1: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    country: values.country.trim(),
    postal_code: values.zip.trim(),
  },
});

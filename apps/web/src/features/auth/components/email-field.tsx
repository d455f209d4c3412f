import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** The account's email box of the sign-in, sign-up and forgot-password forms, bound to `form`. */
export function EmailField<Values extends { email: string }>({
  form,
  autoFocus = false,
}: {
  form: UseFormReturnType<Values>;
  /** Focus it as the step opens (data-autofocus). */
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      key={form.key('email')}
      {...form.getInputProps('email')}
      data-autofocus={autoFocus || undefined}
    />
  );
}

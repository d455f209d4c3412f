import { isValidPassword, messages } from '@canvas/shared';
import { Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** Both passwords follow the rule and match: the submit button is enabled only then (spec 1 §5). */
export function isNewPasswordReady(values: NewPasswordValues): boolean {
  return isValidPassword(values.password) && values.confirm === values.password;
}

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  /** A refusal from the server about the password, shown under the first field. */
  serverError?: string | null;
  passwordLabel?: string;
}

/**
 * New password and confirmation with the spec's live feedback: the password rule once something
 * is typed, and 'Passwords Match' / 'Passwords Do Not Match' as the confirmation is typed.
 */
export function NewPasswordFields({
  values,
  onChange,
  serverError = null,
  passwordLabel = 'New password',
}: NewPasswordFieldsProps) {
  const ruleError =
    values.password !== '' && !isValidPassword(values.password) ? messages.passwordRule : null;
  const matches = values.confirm !== '' && values.confirm === values.password;
  const showMatch = values.confirm !== '';
  const [confirmTouched, setConfirmTouched] = useState(false);
  return (
    <Stack gap="md">
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.currentTarget.value })}
        error={ruleError ?? serverError}
        description={
          ruleError || serverError
            ? undefined
            : 'At least 8 characters with upper and lower case, a number and a symbol.'
        }
        required
      />
      <Stack gap={6}>
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(event) => onChange({ ...values, confirm: event.currentTarget.value })}
          onBlur={() => setConfirmTouched(true)}
          error={confirmTouched && showMatch && !matches ? messages.passwordConfirmDifferent : undefined}
          required
        />
        <Group gap={6} aria-live="polite" mih={20}>
          {showMatch ? (
            <>
              {matches ? (
                <IconCircleCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden="true" />
              ) : (
                <IconCircleX size={16} color="var(--mantine-color-red-8)" aria-hidden="true" />
              )}
              <Text size="sm" fw={500} c={matches ? 'teal.9' : 'red.8'}>
                {matches ? messages.passwordsMatch : messages.passwordsDoNotMatch}
              </Text>
            </>
          ) : null}
        </Group>
      </Stack>
    </Stack>
  );
}

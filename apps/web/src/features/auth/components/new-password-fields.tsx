import { changePasswordSchema, isValidPassword, messages } from '@canvas/shared';
import { Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { zodFormResolver } from '@/lib/forms';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** Both passwords follow the rule and match: the submit button is enabled only then (spec 1 §5). */
export function isNewPasswordReady(values: NewPasswordValues): boolean {
  return isValidPassword(values.password) && values.confirm === values.password;
}

const passwordErrors = zodFormResolver<NewPasswordValues>(changePasswordSchema);

/** The shared password contract, and the confirmation equal to it (spec 2 §5). */
export function newPasswordErrors(values: NewPasswordValues): FormErrors {
  const errors = passwordErrors(values);
  if (values.confirm !== values.password) errors.confirm = messages.passwordConfirmDifferent;
  return errors;
}

/** The form of a new password and its confirmation (reset and change password). */
export function useNewPasswordForm(): UseFormReturnType<NewPasswordValues> {
  return useForm<NewPasswordValues>({
    // Controlled: the match feedback and the submit button follow every keystroke.
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: newPasswordErrors,
  });
}

interface NewPasswordFieldsProps {
  form: UseFormReturnType<NewPasswordValues>;
  passwordLabel?: string;
}

/**
 * New password and confirmation with the spec's live feedback: the password rule once something
 * is typed, and 'Passwords Match' / 'Passwords Do Not Match' as the confirmation is typed. A
 * refusal from the server about the password shows under the first field (setServerFieldError).
 */
export function NewPasswordFields({ form, passwordLabel = 'New password' }: NewPasswordFieldsProps) {
  const { values, errors } = form;
  const ruleError =
    values.password !== '' && !isValidPassword(values.password) ? messages.passwordRule : null;
  const passwordError = ruleError ?? errors.password ?? null;
  const matches = values.confirm !== '' && values.confirm === values.password;
  const showMatch = values.confirm !== '';
  const [confirmTouched, setConfirmTouched] = useState(false);
  return (
    <Stack gap="md">
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        {...form.getInputProps('password')}
        error={passwordError}
        description={
          passwordError
            ? undefined
            : 'At least 8 characters with upper and lower case, a number and a symbol.'
        }
        required
      />
      <Stack gap={6}>
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
          onBlur={() => setConfirmTouched(true)}
          error={confirmTouched && showMatch && !matches ? messages.passwordConfirmDifferent : errors.confirm}
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

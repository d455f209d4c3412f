import { messages, type User } from '@canvas/shared';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, FormError } from '@/components/form-error';
import { setServerFieldError } from '@/lib/forms';
import { useCodeVerify } from '../api/code-verify';
import { useSendSms } from '../api/send-sms';
import { isCompletePhone, maskPhone, phoneForApi, phoneForInput } from '../phone-mask';
import classes from './settings-page.module.css';

/**
 * Phone number with text-message verification (spec 2 Account Settings, §4): unverified → 'Txt Me
 * Code' → a code field appears → verified (the code field hides, 'Phone Number has been verified!').
 */
export function PhoneVerification({ user }: { user: User }) {
  const form = useForm({ mode: 'controlled', initialValues: { phone: phoneForInput(user.phone), code: '' } });
  const { phone, code } = form.values;
  const [codeRequested, setCodeRequested] = useState(false);
  const [justVerified, setJustVerified] = useState(false);
  const sendSms = useSendSms();
  const verify = useCodeVerify();

  const isSaved = phoneForApi(phone) === user.phone;
  const isVerified = user.verify && isSaved;
  const showCodeField = codeRequested && !isVerified;

  const requestCode = (resend: boolean) => {
    verify.reset();
    form.clearFieldError('code');
    sendSms.mutate(
      { phone: phoneForApi(phone), resend },
      {
        onSuccess: () => {
          setCodeRequested(true);
          form.setFieldValue('code', '');
        },
        onError: (error) => setServerFieldError(form, error),
      },
    );
  };

  const submitCode = form.onSubmit((values) => {
    verify.mutate(
      { phone: phoneForApi(values.phone), code: values.code },
      {
        onSuccess: () => {
          setJustVerified(true);
          setCodeRequested(false);
        },
        // Any refusal of the code (wrong, expired) is told on the code field.
        onError: (error) => form.setFieldError('code', errorMessage(error)),
      },
    );
  });

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Phone number"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="999-999-9999"
          {...form.getInputProps('phone')}
          onChange={(event) => {
            form.setFieldValue('phone', maskPhone(event.currentTarget.value));
            setCodeRequested(false);
            setJustVerified(false);
            sendSms.reset();
          }}
          leftSection={<span className={classes.phonePrefix}>+1</span>}
          rightSection={
            isVerified ? (
              <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />
            ) : null
          }
          style={{ flex: '1 1 220px' }}
          maxLength={12}
        />
        {isVerified ? (
          <Badge color="teal.9" variant="outline" size="lg" mb={6}>
            Verified
          </Badge>
        ) : (
          <Button
            variant="light"
            size="md"
            onClick={() => requestCode(false)}
            disabled={!isCompletePhone(phone) || showCodeField}
            loading={sendSms.isPending && !codeRequested}
          >
            Txt Me Code
          </Button>
        )}
      </Group>

      {justVerified && isVerified ? (
        <Text size="sm" c="teal.9" fw={500} role="status">
          <IconCircleCheck size={16} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 4 }} />
          {messages.phoneVerified}
        </Text>
      ) : null}

      <FormError error={sendSms.error} form={form} fallback={messages.smsFailed} />

      {showCodeField ? (
        <form onSubmit={submitCode} noValidate aria-label="Verify phone number">
          <Stack gap="sm">
            <Text size="sm" c="teal.9" role="status">
              {messages.verificationCodeSent}
            </Text>
            <TextInput
              label="Verification code"
              description="The 6-digit code from the text message"
              inputMode="numeric"
              autoComplete="one-time-code"
              {...form.getInputProps('code')}
              onChange={(event) =>
                form.setFieldValue('code', event.currentTarget.value.replace(/\D/g, '').slice(0, 6))
              }
              maw={260}
              data-autofocus
            />
            <Group gap="sm">
              <Button type="submit" size="md" disabled={code.length !== 6} loading={verify.isPending}>
                Verify
              </Button>
              <Button
                variant="subtle"
                size="md"
                onClick={() => requestCode(true)}
                loading={sendSms.isPending}
              >
                Send a new code
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}

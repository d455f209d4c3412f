import { messages, type User } from '@canvas/shared';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useCodeVerify } from '../api/code-verify';
import { useSendSms } from '../api/send-sms';
import { isCompletePhone, maskPhone, phoneForApi, phoneForInput } from '../phone-mask';
import classes from './settings-page.module.css';

/**
 * Phone number with text-message verification (spec 2 Account Settings, §4): unverified → 'Txt Me
 * Code' → a code field appears → verified (the code field hides, 'Phone Number has been verified!').
 */
export function PhoneVerification({ user }: { user: User }) {
  const [phone, setPhone] = useState(phoneForInput(user.phone));
  const [code, setCode] = useState('');
  const [codeRequested, setCodeRequested] = useState(false);
  const [justVerified, setJustVerified] = useState(false);
  const sendSms = useSendSms();
  const verify = useCodeVerify();

  const isSaved = phoneForApi(phone) === user.phone;
  const isVerified = user.verify && isSaved;
  const showCodeField = codeRequested && !isVerified;

  const requestCode = (resend: boolean) => {
    verify.reset();
    sendSms.mutate(
      { phone: phoneForApi(phone), resend },
      {
        onSuccess: () => {
          setCodeRequested(true);
          setCode('');
        },
      },
    );
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify.mutate(
      { phone: phoneForApi(phone), code },
      {
        onSuccess: () => {
          setJustVerified(true);
          setCodeRequested(false);
        },
      },
    );
  };

  const sendError = sendSms.error;
  const verifyError = verify.error;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Phone number"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="999-999-9999"
          value={phone}
          onChange={(event) => {
            setPhone(maskPhone(event.currentTarget.value));
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
          error={
            sendError && isApiError(sendError) && sendError.field === 'phone' ? sendError.message : undefined
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

      {sendError && !(isApiError(sendError) && sendError.field === 'phone') ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
        >
          {isApiError(sendError) ? sendError.message : messages.smsFailed}
        </Alert>
      ) : null}

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
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
              error={
                isApiError(verifyError) ? verifyError.message : verifyError ? messages.internal : undefined
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

import { messages, payContactSchema } from '@canvas/shared';
import { Button, Group, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { setServerFieldError, zodFormResolver } from '@/lib/forms';
import { useSession } from '@/lib/session';
import { useSendPayContact } from '../../api/send-pay-contact';
import classes from './purchase.module.css';

interface ContactValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}

/**
 * '4+' Contact For Pricing (spec 3 §9): first name, last name, phone and email, all required →
 * `POST /api/pay/contact` → the 'Message sent!' dialog.
 */
export function ContactSalesModal({
  opened,
  onClose,
  canvasId,
}: {
  opened: boolean;
  onClose: () => void;
  canvasId: number;
}) {
  const { user } = useSession();
  const send = useSendPayContact();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactValues>({
    mode: 'uncontrolled',
    initialValues: {
      firstName: user?.profile.firstName ?? '',
      lastName: user?.profile.lastName ?? '',
      phoneNumber: user?.phone ?? '',
      email: user?.email ?? '',
    },
    validate: zodFormResolver(payContactSchema, (values: ContactValues) => ({ canvasId, ...values })),
  });

  const submit = form.onSubmit((values) =>
    send.mutate(
      { canvasId, ...values },
      {
        onSuccess: () => {
          onClose();
          setSent(true);
        },
        onError: (error) => setServerFieldError(form, error),
      },
    ),
  );

  return (
    <>
      <Modal opened={opened} onClose={onClose} title="Contact us for pricing" size={520}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Plans with 4 or more job posts are set up with our team. Leave your details and we will reach
              out.
            </Text>
            <div className={classes.fieldPair}>
              <TextInput
                label="First name"
                autoComplete="given-name"
                required
                key={form.key('firstName')}
                {...form.getInputProps('firstName')}
                data-autofocus
              />
              <TextInput
                label="Last name"
                autoComplete="family-name"
                required
                key={form.key('lastName')}
                {...form.getInputProps('lastName')}
              />
            </div>
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              required
              key={form.key('phoneNumber')}
              {...form.getInputProps('phoneNumber')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <FormError error={send.error} form={form} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={sent} onClose={() => setSent(false)} title={messages.planContactSent} size={460}>
        <Stack align="center" gap="md" py="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="plum">
            <IconMailCheck size={32} stroke={1.5} aria-hidden="true" />
          </ThemeIcon>
          <Text ta="center">{messages.planContactSentDescription}</Text>
          <Button onClick={() => setSent(false)}>Done</Button>
        </Stack>
      </Modal>
    </>
  );
}

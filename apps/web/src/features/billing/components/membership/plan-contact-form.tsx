import { CONTACT_JOB_COUNT, messages, payContactSchema } from '@canvas/shared';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { setServerFieldError, zodFormResolver } from '@/lib/forms';
import { useSession } from '@/lib/session';
import { useSendPayContact } from '../../api/send-pay-contact';
import { postsLabel } from '../../model/purchase-rules';

interface ContactValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}

/**
 * The 25+ tier of a plan change (spec 3): first name, last name, phone and email, all required →
 * `POST /api/pay/contact` → the 'Message sent!' dialog with the spec's text. In the page, not a
 * dialog, because picking 25+ is itself the step that leads to it.
 */
export function PlanContactForm({ canvasId, onDone }: { canvasId: number; onDone: () => void }) {
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
      { onSuccess: () => setSent(true), onError: (error) => setServerFieldError(form, error) },
    ),
  );

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={`Contact us about ${postsLabel(CONTACT_JOB_COUNT)}`}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
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
          </SimpleGrid>
          <FormError error={send.error} form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={sent} onClose={onDone} title={messages.planContactSent} size={460}>
        <Stack align="center" gap="md" py="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="plum" aria-hidden="true">
            <IconMailCheck size={32} stroke={1.5} />
          </ThemeIcon>
          <Text ta="center">{messages.planContactSentDescription}</Text>
          <Button onClick={onDone}>Done</Button>
        </Stack>
      </Modal>
    </>
  );
}

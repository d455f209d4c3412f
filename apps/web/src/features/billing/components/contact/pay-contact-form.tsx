import { messages, payContactSchema } from '@canvas/shared';
import { Button, Modal, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { FormError } from '@/components/form-error';
import { setServerFieldError, zodFormResolver } from '@/lib/forms';
import { useSession } from '@/lib/session';
import { useSendPayContact } from '../../api/send-pay-contact';

interface ContactValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}

/**
 * The pay contact form (spec 3): first name, last name, phone and email, all required, filled from the
 * signed-in user → `POST /api/pay/contact`. One form for the plan change's 25+ tier (in the page) and
 * the purchase's '4+' Contact For Pricing (in a dialog); the caller shows {@link MessageSentDialog} on
 * `onSent`, outside any dialog this form sits in, so closing that dialog keeps the confirmation.
 */
export function PayContactForm({
  canvasId,
  onSent,
  inDialog = false,
  onCancel,
  label,
}: {
  canvasId: number;
  onSent: () => void;
  /** In a narrow dialog only the names share a row, and the first field takes the focus. */
  inDialog?: boolean;
  onCancel?: () => void;
  label?: string;
}) {
  const { user } = useSession();
  const send = useSendPayContact();
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
      { onSuccess: onSent, onError: (error) => setServerFieldError(form, error) },
    ),
  );

  const names: ReactNode = (
    <>
      <TextInput
        label="First name"
        autoComplete="given-name"
        required
        key={form.key('firstName')}
        {...form.getInputProps('firstName')}
        data-autofocus={inDialog || undefined}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        required
        key={form.key('lastName')}
        {...form.getInputProps('lastName')}
      />
    </>
  );
  const reach: ReactNode = (
    <>
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
    </>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {inDialog ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {names}
            </SimpleGrid>
            {reach}
          </>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {names}
            {reach}
          </SimpleGrid>
        )}
        <FormError error={send.error} form={form} />
        <DialogActions>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

/** The 'Message sent!' dialog with the spec's text, after {@link PayContactForm} sent. */
export function MessageSentDialog({ opened, onDone }: { opened: boolean; onDone: () => void }) {
  return (
    <Modal opened={opened} onClose={onDone} title={messages.planContactSent} size={460}>
      <Stack align="center" gap="md" py="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="plum" aria-hidden="true">
          <IconMailCheck size={32} stroke={1.5} />
        </ThemeIcon>
        <Text ta="center">{messages.planContactSentDescription}</Text>
        <Button onClick={onDone}>Done</Button>
      </Stack>
    </Modal>
  );
}

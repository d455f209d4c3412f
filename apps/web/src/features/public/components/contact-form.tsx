import {
  CONTACT_FIELD_MAX_LENGTH,
  CONTACT_OCCUPATIONS,
  type ContactFormValues,
  contactFormErrors,
  messages,
} from '@canvas/shared';
import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { FormError } from '@/components/form-error';
import { SiteLink } from '@/components/site-link';
import { defineIsland } from '@/lib/define-island';
import { useSendContactMessage } from '../api/send-contact-message';
import classes from './contact-us-page.module.css';

const emptyValues: ContactFormValues = { name: '', occupation: '', email: '', phone: '', message: '' };

/**
 * Spec 1 §2.6: the contact form, validated on blur with the spec's messages, and the thank-you view
 * that replaces it only after the API answered 200. A failure is told above the send button. The
 * ALTCHA proof of work (as on the data-rights form) is solved once per message.
 */
export function ContactForm({ homeHref }: { homeHref: string }) {
  const send = useSendContactMessage();
  const occupationsId = useId();
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  // The captcha's solver loads when the visitor first touches or focuses the form, not with the
  // page: on /contact-us the form is the first screen, and its ~30 KB gz would otherwise be fetched
  // by every visit (issue 24's 150 KB budget). Filling the fields leaves it time to arrive.
  const [isInUse, setIsInUse] = useState(false);
  const markInUse = () => setIsInUse(true);
  const form = useForm<ContactFormValues>({
    mode: 'uncontrolled',
    initialValues: emptyValues,
    validateInputOnBlur: true,
    // The rules of contactFormSchema without zod, which this prerendered page would otherwise load
    // for them (the one place the form recipe takes the shared rules instead of zodFormResolver).
    validate: contactFormErrors,
  });

  const submit = form.onSubmit((values) => {
    // The captcha is not a field of the form: it is checked here, with its own message.
    if (!code) {
      setCaptchaError(messages.captchaRequired);
      return;
    }
    send.mutate(
      { values, code },
      {
        onSuccess: () => {
          form.reset();
          setCode(null);
          requestAnimationFrame(() => thanksRef.current?.focus());
        },
        // The solution was spent (or refused), so the widget starts over.
        onError: () => setCaptchaReset((count) => count + 1),
      },
    );
  });

  return (
    <div className={classes.card}>
      {send.isSuccess ? (
        <div className={classes.thanks} role="status">
          <ThemeIcon size={56} radius="xl" color="blush" variant="light">
            <IconCircleCheck size={30} stroke={1.6} aria-hidden="true" />
          </ThemeIcon>
          <Title order={2} ref={thanksRef} tabIndex={-1}>
            Thank you, your message is on its way
          </Title>
          <Text c="dimmed" size="lg">
            We read every message and will reply to the email you gave us, usually within one business day.
          </Text>
          <Group gap="sm" mt="sm">
            <Button component={SiteLink} to={homeHref}>
              Back to the home page
            </Button>
            <Button variant="default" onClick={() => send.reset()}>
              Send another message
            </Button>
          </Group>
        </div>
      ) : (
        <form
          onSubmit={submit}
          onFocus={isInUse ? undefined : markInUse}
          onPointerDown={isInUse ? undefined : markInUse}
          noValidate
          aria-label="Contact us"
        >
          <Stack gap="md">
            <div>
              <Title order={2} fz="h3">
                Send us a message
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                Fields marked with an asterisk are required.
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Your name"
                autoComplete="name"
                withAsterisk
                maxLength={CONTACT_FIELD_MAX_LENGTH.name}
                key={form.key('name')}
                {...form.getInputProps('name')}
              />
              {/* The browser's own suggestions (a datalist): free typing, no script to load. */}
              <TextInput
                label="Occupation"
                placeholder="Pick one or type your own"
                list={occupationsId}
                autoComplete="off"
                maxLength={CONTACT_FIELD_MAX_LENGTH.occupation}
                key={form.key('occupation')}
                {...form.getInputProps('occupation')}
              />
              <datalist id={occupationsId}>
                {CONTACT_OCCUPATIONS.map((occupation) => (
                  <option key={occupation} value={occupation} />
                ))}
              </datalist>
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                withAsterisk
                maxLength={CONTACT_FIELD_MAX_LENGTH.email}
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Phone (optional)"
                type="tel"
                autoComplete="tel"
                maxLength={CONTACT_FIELD_MAX_LENGTH.phone}
                key={form.key('phone')}
                {...form.getInputProps('phone')}
              />
            </SimpleGrid>
            <Textarea
              label="Message"
              withAsterisk
              rows={6}
              size="md"
              maxLength={CONTACT_FIELD_MAX_LENGTH.message}
              key={form.key('message')}
              {...form.getInputProps('message')}
            />
            <CaptchaField
              load={isInUse}
              error={captchaError}
              resetKey={captchaReset}
              onChange={(payload) => {
                setCode(payload);
                if (payload) setCaptchaError(null);
              }}
            />
            <FormError error={send.error} />
            <div>
              <Button
                type="submit"
                size="md"
                loading={send.isPending}
                rightSection={<IconSend size={18} aria-hidden="true" />}
              >
                Send message
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </div>
  );
}

export const ContactFormIsland = defineIsland('contact-form', ContactForm, 'form');

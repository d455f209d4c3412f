import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_OCCUPATIONS,
  type ContactFormValues,
  contactFormSchema,
} from '@canvas/shared';
import {
  ActionIcon,
  Anchor,
  Autocomplete,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconMail, IconPhone, IconSend } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { HydrationUnit } from '@/components/hydration-unit';
import { useSendContactMessage } from '../api/send-contact-message';
import { site, socialLinks } from '../content/site';
import { firstErrors } from '../form-errors';
import classes from './contact-us-page.module.css';
import { PageBanner } from './page-banner';

const emptyValues: ContactFormValues = { name: '', occupation: '', email: '', phone: '', message: '' };

interface ContactUsPageProps {
  faqHref: string;
  homeHref: string;
}

/**
 * Spec 1 §2.6: banner, form, a thank-you view after sending, and social and email links. Fields
 * are validated on blur with the spec's messages; the thank-you view appears only after the API
 * answered 200.
 */
export function ContactUsPage({ faqHref, homeHref }: ContactUsPageProps) {
  const send = useSendContactMessage();
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<ContactFormValues>({
    mode: 'uncontrolled',
    initialValues: emptyValues,
    validateInputOnBlur: true,
    validate: (values) => firstErrors(contactFormSchema, values),
  });

  const submit = form.onSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => {
        form.reset();
        requestAnimationFrame(() => thanksRef.current?.focus());
      },
    });
  });

  return (
    <>
      <PageBanner
        eyebrow="Contact us"
        titleId="contact-title"
        title="We'd love to hear from you"
        lead="Questions about your portfolio, posting an opportunity, partnering with Canvas or bringing it to your school? Send us a note and a real person will answer within one business day."
      />
      <Container size="xl">
        <div className={classes.layout}>
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
                  We read every message and will reply to the email you gave us, usually within one business
                  day.
                </Text>
                <Group gap="sm" mt="sm">
                  <Button component={Link} to={homeHref}>
                    Back to the home page
                  </Button>
                  <Button variant="default" onClick={() => send.reset()}>
                    Send another message
                  </Button>
                </Group>
              </div>
            ) : (
              <form onSubmit={submit} noValidate aria-label="Contact us">
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
                      maxLength={120}
                      key={form.key('name')}
                      {...form.getInputProps('name')}
                    />
                    <Autocomplete
                      label="Occupation"
                      placeholder="Pick one or type your own"
                      data={[...CONTACT_OCCUPATIONS]}
                      size="md"
                      maxLength={80}
                      key={form.key('occupation')}
                      {...form.getInputProps('occupation')}
                    />
                    <TextInput
                      label="Email"
                      type="email"
                      autoComplete="email"
                      withAsterisk
                      maxLength={254}
                      key={form.key('email')}
                      {...form.getInputProps('email')}
                    />
                    <TextInput
                      label="Phone (optional)"
                      type="tel"
                      autoComplete="tel"
                      maxLength={40}
                      key={form.key('phone')}
                      {...form.getInputProps('phone')}
                    />
                  </SimpleGrid>
                  <Textarea
                    label="Message"
                    withAsterisk
                    rows={6}
                    size="md"
                    maxLength={CONTACT_MESSAGE_MAX_LENGTH}
                    key={form.key('message')}
                    {...form.getInputProps('message')}
                  />
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
          <HydrationUnit>
            <aside className={classes.aside} aria-label="Other ways to reach us">
              <div className={classes.asideBlock}>
                <Eyebrow>Email</Eyebrow>
                <Anchor href={`mailto:${site.supportEmail}`} size="lg" fw={600} mt={6} display="inline-flex">
                  <IconMail size={20} aria-hidden="true" style={{ marginRight: 8, marginTop: 3 }} />
                  {site.supportEmail}
                </Anchor>
              </div>
              <div className={classes.asideBlock}>
                <Eyebrow>Customer care</Eyebrow>
                <Anchor
                  href={`tel:${site.customerCarePhone.replace(/\D/g, '')}`}
                  size="lg"
                  fw={600}
                  mt={6}
                  display="inline-flex"
                >
                  <IconPhone size={20} aria-hidden="true" style={{ marginRight: 8, marginTop: 3 }} />
                  {site.customerCarePhone}
                </Anchor>
                <Text c="dimmed" size="sm" mt={4}>
                  {site.customerCareHours}
                </Text>
              </div>
              <div className={classes.asideBlock}>
                <Eyebrow>Follow Canvas</Eyebrow>
                <ul className={classes.socials}>
                  {socialLinks.map((link) => (
                    <li key={link.href}>
                      <ActionIcon
                        component="a"
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        size={44}
                        variant="light"
                        color="plum"
                        aria-label={link.label}
                      >
                        <link.icon size={22} stroke={1.6} aria-hidden="true" />
                      </ActionIcon>
                    </li>
                  ))}
                </ul>
              </div>
              <Text c="dimmed">
                Looking for a quick answer? Many questions are covered in our{' '}
                <Anchor component={Link} to={faqHref} underline="always">
                  frequently asked questions
                </Anchor>
                .
              </Text>
            </aside>
          </HydrationUnit>
        </div>
      </Container>
    </>
  );
}

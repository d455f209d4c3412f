import {
  DATA_REQUEST_MAX_LENGTH,
  DATA_REQUEST_OPTION_LABELS,
  DATA_REQUEST_OPTIONS,
  type DataRequestOption,
  DEFAULT_DATA_REQUEST_OPTION,
  dataRightsRequestSchema,
  maskUsPhone,
  messages,
} from '@canvas/shared';
import {
  Button,
  Checkbox,
  Container,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { zodFormResolver } from '@/lib/forms';
import { useSubmitDataRightsRequest } from '../api/submit-data-rights-request';
import { US_STATES } from '../content/us-states';
import classes from './data-rights-page.module.css';
import { PageBanner } from './page-banner';

interface DataRightsValues {
  option: DataRequestOption;
  first_name: string;
  last_name: string;
  address: string;
  email: string;
  phone_number: string;
  canvas_url: string;
  state_residence: string;
  certified: boolean;
}

const initialValues: DataRightsValues = {
  option: DEFAULT_DATA_REQUEST_OPTION,
  first_name: '',
  last_name: '',
  address: '',
  email: '',
  phone_number: '',
  canvas_url: '',
  state_residence: '',
  certified: true,
};

const REQUIRED_FIELDS = [
  'first_name',
  'last_name',
  'address',
  'email',
  'phone_number',
  'canvas_url',
  'state_residence',
] as const;

/** Spec 1 §5: Submit stays disabled until every required field is filled and the box is checked. */
export function isDataRightsFormComplete(values: DataRightsValues): boolean {
  return values.certified && REQUIRED_FIELDS.every((field) => values[field].trim() !== '');
}

interface DataRightsPageProps {
  privacyPolicyHref: string;
  homeHref: string;
}

/** Spec 1 §2.7, the data-rights request ('Canvas Data Rights Request Form'). */
export function DataRightsPage({ privacyPolicyHref, homeHref }: DataRightsPageProps) {
  const submitRequest = useSubmitDataRightsRequest();
  const [code, setCode] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const successRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<DataRightsValues>({
    mode: 'controlled',
    initialValues,
    // Every field is filled before Submit is enabled, so the contract speaks about email and phone.
    // The captcha's `code` is not a field of the form: it is checked below, with its own message.
    validate: zodFormResolver(dataRightsRequestSchema),
  });

  const submit = form.onSubmit(({ certified: _certified, ...values }) => {
    if (!code) {
      setCaptchaError(messages.captchaRequired);
      return;
    }
    submitRequest.mutate(
      { ...values, code },
      {
        onSuccess: () => requestAnimationFrame(() => successRef.current?.focus()),
        // Spec 1 §8: a refusal is silent. The captcha was spent, so it starts over.
        onError: () => setCaptchaReset((count) => count + 1),
      },
    );
  });

  if (submitRequest.isSuccess) {
    return (
      <>
        <PageBanner eyebrow="Your privacy" titleId="rights-title" title={messages.dataRightsTitle} />
        <Container size="sm" className={classes.success}>
          <Stack align="center" gap="md" ta="center" role="status">
            <ThemeIcon size={64} radius="xl" color="blush" variant="light">
              <IconShieldCheck size={34} stroke={1.6} aria-hidden="true" />
            </ThemeIcon>
            <Title order={2} ref={successRef} tabIndex={-1}>
              {messages.dataRightsSubmitted}
            </Title>
            <Text c="dimmed" size="lg">
              We sent a confirmation to your email. We will verify your request and answer within 45 days.
            </Text>
            <Button component={Link} to={homeHref} mt="sm">
              Back to the home page
            </Button>
          </Stack>
        </Container>
      </>
    );
  }

  const textField = (field: (typeof REQUIRED_FIELDS)[number], label: string, autoComplete: string) => (
    <TextInput
      label={label}
      required
      autoComplete={autoComplete}
      maxLength={DATA_REQUEST_MAX_LENGTH[field as keyof typeof DATA_REQUEST_MAX_LENGTH]}
      {...form.getInputProps(field)}
    />
  );

  return (
    <>
      <PageBanner
        eyebrow="Your privacy"
        titleId="rights-title"
        title={messages.dataRightsTitle}
        lead={
          <>
            Ask to see, understand, delete or stop the sale of the personal information Canvas holds about
            you. Read how we handle your data in our{' '}
            <Link to={privacyPolicyHref} className={classes.bannerLink}>
              Privacy Policy
            </Link>
            .
          </>
        }
      />
      <Container size="md" className={classes.wrap}>
        <form onSubmit={submit} noValidate aria-label={messages.dataRightsTitle} className={classes.card}>
          <Stack gap="xl">
            <Radio.Group label="What would you like us to do?" required {...form.getInputProps('option')}>
              <Stack gap="sm" mt="sm">
                {DATA_REQUEST_OPTIONS.map((option) => (
                  <Radio key={option} value={option} label={DATA_REQUEST_OPTION_LABELS[option]} />
                ))}
              </Stack>
            </Radio.Group>
            <fieldset className={classes.fieldset}>
              <legend className={classes.legend}>About you</legend>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {textField('first_name', 'First name', 'given-name')}
                {textField('last_name', 'Last name', 'family-name')}
              </SimpleGrid>
              {textField('address', 'Address', 'street-address')}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {textField('email', 'Email', 'email')}
                <TextInput
                  label="Phone"
                  required
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="(555) 555-5555"
                  {...form.getInputProps('phone_number')}
                  onChange={(event) =>
                    form.setFieldValue('phone_number', maskUsPhone(event.currentTarget.value))
                  }
                />
              </SimpleGrid>
              {textField('canvas_url', 'Your Canvas URL', 'url')}
              <Select
                label="State of residence"
                required
                searchable
                size="md"
                data={[...US_STATES]}
                {...form.getInputProps('state_residence')}
                onChange={(value) => form.setFieldValue('state_residence', value ?? '')}
              />
            </fieldset>
            <CaptchaField
              error={captchaError}
              resetKey={captchaReset}
              onChange={(payload) => {
                setCode(payload);
                if (payload) setCaptchaError(null);
              }}
            />
            <Checkbox
              label="I certify that I am the person named above, or legally authorized to act for them, and that the information in this request is true."
              {...form.getInputProps('certified', { type: 'checkbox' })}
            />
            <Group>
              <Button
                type="submit"
                size="md"
                disabled={!isDataRightsFormComplete(form.values)}
                loading={submitRequest.isPending}
              >
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </Container>
    </>
  );
}

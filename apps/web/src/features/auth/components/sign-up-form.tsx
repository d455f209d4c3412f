import { type OrganizationTarget, type RegisterInput, registerSchema, type UserKind } from '@canvas/shared';
import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconBriefcase,
  IconBuildingStore,
  IconCertificate,
  IconSchool,
  IconSparkles,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error';
import { setServerFieldError, zodFormResolver } from '@/lib/forms';
import { useRegister } from '../api/register';
import { EmailField } from './email-field';
import classes from './sign-up-form.module.css';
import { TermsNotice } from './terms-notice';

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Who you are: a person's kind, or the organisation a salon or school owner runs. */
  kind: Who | '';
}

type Who = UserKind | 'business' | 'school';

/** Salon and school owners register as industry professionals running that organisation. */
const ORGANIZATIONS: Record<'business' | 'school', OrganizationTarget> = {
  business: 'businessCanvas',
  school: 'schoolDashboard',
};

/** The form's values as `POST /api/auth/register` takes them. */
function toRegisterInput(
  values: SignUpValues,
): Omit<RegisterInput, 'source' | 'rep' | 'kind'> & { kind: UserKind | '' } {
  const { kind, ...rest } = values;
  if (kind === 'business' || kind === 'school') {
    return { ...rest, kind: 'industryProfessional', organization: ORGANIZATIONS[kind] };
  }
  return { ...rest, kind };
}

const kinds: { value: Who; label: string; description: string; icon: typeof IconSchool }[] = [
  { value: 'student', label: 'Student', description: 'In beauty school now', icon: IconSchool },
  { value: 'beautyPro', label: 'Beauty pro', description: 'Licensed and working', icon: IconSparkles },
  {
    value: 'industryProfessional',
    label: 'Industry professional',
    description: 'Educator, brand or industry role',
    icon: IconBriefcase,
  },
  {
    value: 'business',
    label: 'Salon or business owner',
    description: 'Show your salon and hire talent',
    icon: IconBuildingStore,
  },
  {
    value: 'school',
    label: 'Beauty school',
    description: 'Present your school and its students',
    icon: IconCertificate,
  },
];

interface SignUpFormProps {
  defaultEmail?: string;
  attribution: Pick<RegisterInput, 'source' | 'rep'>;
  signInHref: string;
  termsHref: string;
  privacyHref: string;
  onRegistered: (email: string) => void;
}

/** The sign-up form of /get-started: validated with the shared contract, refusals shown inline. */
export function SignUpForm({
  defaultEmail = '',
  attribution,
  signInHref,
  termsHref,
  privacyHref,
  onRegistered,
}: SignUpFormProps) {
  const registerAccount = useRegister();
  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    initialValues: { firstName: '', lastName: '', email: defaultEmail, password: '', kind: '' },
    validate: zodFormResolver(registerSchema, toRegisterInput),
  });

  const submit = form.onSubmit((values) => {
    const input = toRegisterInput(values);
    if (input.kind === '') return;
    registerAccount.mutate(
      { ...input, kind: input.kind, ...attribution },
      {
        onSuccess: (result) => onRegistered(result.email),
        onError: (error) => setServerFieldError(form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create your account">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <EmailField form={form} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description="At least 8 characters with upper and lower case, a number and a symbol."
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Radio.Group label="I am a…" key={form.key('kind')} {...form.getInputProps('kind')}>
          <Stack gap="xs" mt="xs">
            {kinds.map((kind) => (
              <Radio.Card key={kind.value} value={kind.value} className={classes.kind} radius="md">
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <kind.icon size={18} stroke={1.7} aria-hidden="true" className={classes.kindIcon} />
                  <div>
                    <Text fw={600} size="sm" lh={1.3}>
                      {kind.label}
                    </Text>
                    <Text size="xs" c="dimmed" lh={1.4}>
                      {kind.description}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <FormError error={registerAccount.error} form={form} />
        <Button type="submit" size="md" fullWidth loading={registerAccount.isPending} mt="xs">
          Create my account
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to={signInHref} fw={600}>
            Sign in
          </Anchor>
        </Text>
        <TermsNotice action="creating an account" termsHref={termsHref} privacyHref={privacyHref} />
      </Stack>
    </form>
  );
}

import { type UpdateUserInfoInput, type User, updateUserInfoSchema } from '@canvas/shared';
import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconChevronRight, IconKey, IconMailForward } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { errorMessage, FormError } from '@/components/form-error';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { setServerFieldError, zodFormResolver } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { useUserInfo } from '../api/get-user-info';
import { useUpdateUserInfo } from '../api/update-user-info';
import { AvatarUpload } from './avatar-upload';
import { DeleteAccount } from './delete-account';
import { PhoneVerification } from './phone-verification';
import classes from './settings-page.module.css';
import { SignOutEverywhere } from './sign-out-everywhere';

function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <SurfaceCard component="section" aria-label={title}>
      <Stack gap="lg">
        <div>
          <Title order={2} className={classes.cardTitle}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </SurfaceCard>
  );
}

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  zipCode: string;
  /** Asked for only when the email changes. */
  currentPassword: string;
}

const profileFields = ['firstName', 'lastName', 'email', 'zipCode'] as const;

/** Spec 2 §5: a slash is blocked in names; zip codes take letters and digits only, at most 20. */
const withoutSlash = (value: string) => value.replace(/\//g, '');
const zipCharacters = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').slice(0, 20);

function emailChanged(values: ProfileValues, user: User): boolean {
  return user.platformType === 'internal' && values.email.trim().toLowerCase() !== user.email.toLowerCase();
}

/**
 * What a save sends: the email (with the current password) only when it changed; a new one is
 * confirmed by a link first.
 */
function profileInput(values: ProfileValues, user: User): UpdateUserInfoInput {
  const input: UpdateUserInfoInput = {
    firstName: values.firstName,
    lastName: values.lastName,
    zipCode: values.zipCode.trim() || null,
  };
  if (emailChanged(values, user)) {
    input.email = values.email;
    input.currentPassword = values.currentPassword;
  }
  return input;
}

function ProfileForm({ user }: { user: User }) {
  const initial: ProfileValues = {
    firstName: user.profile.firstName,
    lastName: user.profile.lastName,
    email: user.email,
    zipCode: user.zipCode ?? '',
    currentPassword: '',
  };
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: zodFormResolver(updateUserInfoSchema, (values: ProfileValues) => profileInput(values, user)),
  });
  const update = useUpdateUserInfo();
  const canEditEmail = user.platformType === 'internal';
  const dirty = profileFields.some((field) => form.values[field].trim() !== initial[field]);

  const submit = form.onSubmit((values) => {
    const input = profileInput(values, user);
    update.mutate(input, {
      onSuccess: (saved) => {
        form.setValues({
          firstName: saved.profile.firstName,
          lastName: saved.profile.lastName,
          email: saved.email,
          zipCode: saved.zipCode ?? '',
          currentPassword: '',
        });
        notify.success(
          input.email
            ? `Saved. Confirm your new email through the link we sent to ${input.email}.`
            : 'Your changes are saved.',
        );
      },
      onError: (error) => setServerFieldError(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
            onChange={(event) => form.setFieldValue('firstName', withoutSlash(event.currentTarget.value))}
            maxLength={60}
            required
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
            onChange={(event) => form.setFieldValue('lastName', withoutSlash(event.currentTarget.value))}
            maxLength={60}
            required
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          readOnly={!canEditEmail}
          description={
            canEditEmail
              ? 'A new address is used once you confirm it through the link we email to it.'
              : `You sign in with ${user.platformType === 'google' ? 'Google' : 'Facebook'}, so your email is managed there.`
          }
        />
        {emailChanged(form.values, user) ? (
          <PasswordInput
            label="Current password"
            description="To change your email, confirm it is you."
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
            required
          />
        ) : null}
        {user.pendingEmail ? (
          <Alert color="plum" variant="light" icon={<IconMailForward size={18} aria-hidden="true" />}>
            Waiting for confirmation of <strong>{user.pendingEmail}</strong>. Open the link we sent to it to
            start using it.
          </Alert>
        ) : null}
        <TextInput
          label="Zip code"
          autoComplete="postal-code"
          {...form.getInputProps('zipCode')}
          onChange={(event) => form.setFieldValue('zipCode', zipCharacters(event.currentTarget.value))}
          maxLength={20}
          maw={240}
        />
        <FormError error={update.error} form={form} />
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={!dirty} loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const notificationOptions: { key: keyof User['notification']; label: string; description: string }[] = [
  { key: 'news', label: 'News and updates', description: 'Product news, tips and events from Canvas.' },
  {
    key: 'note',
    label: 'Notes and messages',
    description: 'When someone messages you or your applications move.',
  },
  { key: 'daily', label: 'Daily digest', description: 'One email a day with new opportunities near you.' },
];

function NotificationSwitches({ user }: { user: User }) {
  const update = useUpdateUserInfo();
  const [pending, setPending] = useState<Partial<User['notification']>>({});
  return (
    <Stack gap={0}>
      {notificationOptions.map((option) => {
        const checked = pending[option.key] ?? user.notification[option.key];
        return (
          <Group
            key={option.key}
            justify="space-between"
            wrap="nowrap"
            gap="md"
            className={classes.switchRow}
          >
            {/* The whole row's text is the switch's label: a click or tap anywhere on it toggles (issue 26). */}
            <label htmlFor={`notify-${option.key}-switch`} className={classes.switchLabel}>
              <Text component="span" display="block" fw={600} size="sm" id={`notify-${option.key}`}>
                {option.label}
              </Text>
              <Text component="span" display="block" size="sm" c="dimmed" id={`notify-${option.key}-about`}>
                {option.description}
              </Text>
            </label>
            <Switch
              size="md"
              id={`notify-${option.key}-switch`}
              checked={checked}
              aria-labelledby={`notify-${option.key}`}
              aria-describedby={`notify-${option.key}-about`}
              onChange={(event) => {
                const next = event.currentTarget.checked;
                setPending((current) => ({ ...current, [option.key]: next }));
                update.mutate(
                  { notification: { [option.key]: next } },
                  {
                    onSettled: () =>
                      setPending((current) => {
                        const { [option.key]: _done, ...rest } = current;
                        return rest;
                      }),
                    onError: (error) => notify.error(errorMessage(error)),
                  },
                );
              }}
            />
          </Group>
        );
      })}
    </Stack>
  );
}

function SettingsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading your settings">
      <Skeleton height={44} width="50%" radius="md" />
      <Skeleton height={320} radius="lg" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}

/** /settings (spec 2 Account Settings). */
export function SettingsPage({ changePasswordHref }: { changePasswordHref: string }) {
  return (
    <QueryState query={useUserInfo()} what="your settings" loading={<SettingsSkeleton />}>
      {(user) => <Settings user={user} changePasswordHref={changePasswordHref} />}
    </QueryState>
  );
}

function Settings({ user, changePasswordHref }: { user: User; changePasswordHref: string }) {
  return (
    <Stack gap="xl" className={classes.page}>
      <header>
        <Eyebrow>Your account</Eyebrow>
        <Title order={1} className={classes.title}>
          Account settings
        </Title>
      </header>
      <SettingsCard title="Profile" description="How you appear on Canvas.">
        <AvatarUpload user={user} />
        <ProfileForm key={`${user.id}:${user.email}`} user={user} />
      </SettingsCard>
      <SettingsCard title="Phone" description="Verify your number to receive texts about your applications.">
        <PhoneVerification key={user.id} user={user} />
      </SettingsCard>
      <SettingsCard title="Notifications" description="Choose the emails you want from us.">
        <NotificationSwitches user={user} />
      </SettingsCard>
      <SettingsCard title="Password">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconKey size={20} stroke={1.6} aria-hidden="true" />
            <Text size="sm" c="dimmed">
              Change the password you sign in with. Other devices are signed out.
            </Text>
          </Group>
          <Anchor component={Link} to={changePasswordHref} fw={600} size="sm">
            Change password{' '}
            <IconChevronRight size={14} aria-hidden="true" style={{ verticalAlign: '-2px' }} />
          </Anchor>
        </Group>
      </SettingsCard>
      <SettingsCard title="Signed-in devices">
        <SignOutEverywhere />
      </SettingsCard>
      <SettingsCard title="Delete account">
        <DeleteAccount user={user} />
      </SettingsCard>
    </Stack>
  );
}

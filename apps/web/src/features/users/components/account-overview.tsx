import { effectiveTarget, type User } from '@canvas/shared';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLogout, IconMail } from '@tabler/icons-react';
import { Eyebrow } from '@/components/eyebrow';
import { InitialsAvatar } from '@/components/initials-avatar';
import { QueryState } from '@/components/query-state';
import { accountTypeLabel, formatDate, fullName, signInMethodLabel } from '@/lib/format';
import { useUserInfo } from '../api/get-user-info';
import classes from './account-overview.module.css';

interface AccountOverviewProps {
  onSignOut: () => void;
  isSigningOut?: boolean;
}

function OverviewSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading your account">
      <Skeleton height={44} width="60%" radius="md" />
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}

/** The signed-in user's account at a glance, from GET /api/user/info. */
export function AccountOverview({ onSignOut, isSigningOut = false }: AccountOverviewProps) {
  return (
    <QueryState query={useUserInfo()} what="your account" loading={<OverviewSkeleton />}>
      {(user) => <Overview user={user} onSignOut={onSignOut} isSigningOut={isSigningOut} />}
    </QueryState>
  );
}

function Overview({ user, onSignOut, isSigningOut }: AccountOverviewProps & { user: User }) {
  const name = fullName(user.profile);
  const accountType = accountTypeLabel(effectiveTarget(user));

  return (
    <Stack gap="xl">
      <header>
        <Eyebrow>Your account</Eyebrow>
        <Title order={1} className={classes.greeting}>
          {user.profile.firstName ? `Good to see you, ${user.profile.firstName}.` : 'Good to see you.'}
        </Title>
      </header>

      <Paper className={classes.card} withBorder shadow="sm">
        <div className={classes.cardBand} aria-hidden="true" />
        <div className={classes.cardBody}>
          <Group gap="lg" wrap="nowrap" align="flex-start" className={classes.identity}>
            <InitialsAvatar
              name={user.profile}
              email={user.email}
              src={user.profile.avatar}
              size={88}
              kind="you"
              className={classes.avatar}
            />
            <div className={classes.identityText}>
              <Title order={2} className={classes.name}>
                {name || user.email}
              </Title>
              <Badge variant="light" color="plum" size="lg" radius="xl" mt={6}>
                {accountType}
              </Badge>
            </div>
          </Group>

          <dl className={classes.details}>
            <div className={classes.detail}>
              <dt>Email</dt>
              <dd>
                <Group gap="xs" wrap="wrap">
                  <Text component="span" className={classes.value}>
                    {user.email}
                  </Text>
                  {user.emailVerified ? (
                    <Badge
                      color="teal.9"
                      variant="outline"
                      size="sm"
                      leftSection={<IconCircleCheck size={12} aria-hidden="true" />}
                    >
                      Verified
                    </Badge>
                  ) : (
                    <Badge
                      color="champagne"
                      variant="light"
                      size="sm"
                      leftSection={<IconMail size={12} aria-hidden="true" />}
                    >
                      Not verified
                    </Badge>
                  )}
                </Group>
              </dd>
            </div>
            <div className={classes.detail}>
              <dt>Signs in with</dt>
              <dd className={classes.value}>{signInMethodLabel(user.platformType)}</dd>
            </div>
            <div className={classes.detail}>
              <dt>Member since</dt>
              <dd className={classes.value}>{formatDate(user.createdAt)}</dd>
            </div>
          </dl>

          <Group justify="flex-end" className={classes.actions}>
            <Button
              variant="default"
              leftSection={<IconLogout size={18} aria-hidden="true" />}
              onClick={onSignOut}
              loading={isSigningOut}
            >
              Sign out
            </Button>
          </Group>
        </div>
      </Paper>
    </Stack>
  );
}

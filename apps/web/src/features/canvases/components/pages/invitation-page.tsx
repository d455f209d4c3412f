import { type Invitation, messages, permissionOfRole } from '@canvas/shared';
import { Button, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCircleCheck,
  IconLink,
  IconMail,
  IconMapPin,
  IconSchool,
  IconUserShield,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useInvitation } from '../../api/get-invitation';
import classes from './invitation-page.module.css';

export interface InvitationPageProps {
  /**
   * Signs out (revoking the session on the server) and goes to `then`; given by the route, which
   * owns signing out. Without it the other-email state only says what to do.
   */
  onSignOut?: (then: string) => void;
  isSigningOut?: boolean;
}

const sameEmail = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={classes.detail}>
      <ThemeIcon variant="light" color="plum" radius="xl" size={32} aria-hidden="true">
        {icon}
      </ThemeIcon>
      <div className={classes.detailText}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} className={classes.detailLabel}>
          {label}
        </Text>
        <Text size="sm" fw={500} className={classes.detailValue}>
          {children}
        </Text>
      </div>
    </li>
  );
}

/** What the invitation is for: the canvas, the location, the role and the invited email. */
function InvitationDetails({ invitation }: { invitation: Invitation }) {
  const canEdit = permissionOfRole(invitation.role) === 'canEdit';
  return (
    <ul className={classes.details} aria-label="Invitation details">
      <Detail icon={<IconMapPin size={16} />} label="Location">
        {invitation.locationAddress || 'Location to be announced'}
      </Detail>
      <Detail icon={<IconUserShield size={16} />} label="Role">
        {invitation.role} · {canEdit ? 'can edit the canvas' : 'can view the canvas'}
      </Detail>
      <Detail icon={<IconMail size={16} />} label="Invited email">
        {invitation.email}
      </Detail>
    </ul>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container size={560} py={{ base: 'xl', md: 64 }} px="md">
      <SurfaceCard shadow="md">{children}</SurfaceCard>
    </Container>
  );
}

function Heading({
  invitation,
  icon,
  title,
  text,
}: {
  invitation: Invitation;
  icon: ReactNode;
  title: string;
  text: ReactNode;
}) {
  return (
    <Stack gap="xs" align="flex-start">
      <ThemeIcon size={56} radius="xl" variant="light" color="plum" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Eyebrow>
        {invitation.canvas.type === 'school' ? 'School team invitation' : 'Salon team invitation'}
      </Eyebrow>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}

function AcceptedState({ invitation }: { invitation: Invitation }) {
  const { canvas } = invitation;
  const orgType = canvas.type === 'business' || canvas.type === 'school' ? canvas.type : null;
  return (
    <Stack gap="lg">
      <Heading
        invitation={invitation}
        icon={<IconCircleCheck size={30} />}
        title={`You joined ${canvas.name}`}
        text="Welcome to the team. You are now a member of this location."
      />
      <InvitationDetails invitation={invitation} />
      <Group gap="sm" className={classes.actions}>
        {invitation.canEdit && orgType ? (
          <Button component={Link} to={paths.canvasEditor[orgType].getHref(canvas.slug)} size="md">
            Open the canvas editor
          </Button>
        ) : (
          <Button component={Link} to={paths.canvas.getHref(canvas.slug)} size="md">
            View the canvas
          </Button>
        )}
        <Button component={Link} to={paths.dashboardHome.getHref()} variant="default" size="md">
          Go to my home
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Signed in with another email than the invited one. The API refuses the code then (403) without
 * saying what it is for, so the details show only when a pending answer brought them.
 */
function OtherEmailState({
  invitation,
  code,
  onSignOut,
  isSigningOut,
}: InvitationPageProps & { invitation: Invitation | null; code: string }) {
  const { user } = useSession();
  const here = paths.invitation.getHref(code);
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color="plum" aria-hidden="true">
          <IconMail size={30} />
        </ThemeIcon>
        <Eyebrow>Team invitation</Eyebrow>
        <Title order={1} className={classes.title}>
          {invitation
            ? `This invitation to ${invitation.canvas.name} is for another email`
            : 'This invitation is for another email'}
        </Title>
        <Text c="dimmed">
          {messages.invitationOtherEmail}
          {user?.email ? (
            <>
              {' '}
              You are signed in as <strong>{user.email}</strong>.
            </>
          ) : null}
        </Text>
      </Stack>
      {invitation ? <InvitationDetails invitation={invitation} /> : null}
      <Group gap="sm" className={classes.actions}>
        {onSignOut ? (
          <Button
            size="md"
            loading={isSigningOut}
            onClick={() => onSignOut(paths.signIn.getHref({ from: here }))}
          >
            Sign out and use the invited email
          </Button>
        ) : null}
        <Button component={Link} to={paths.dashboardHome.getHref()} variant="default" size="md">
          Not now
        </Button>
      </Group>
    </Stack>
  );
}

function PendingState({
  invitation,
  code,
  onSignOut,
  isSigningOut,
  onRetry,
}: InvitationPageProps & { invitation: Invitation; code: string; onRetry: () => void }) {
  const { isSignedIn, user } = useSession();
  const here = paths.invitation.getHref(code);
  const { canvas } = invitation;
  const icon = canvas.type === 'school' ? <IconSchool size={30} /> : <IconBuildingStore size={30} />;

  if (isSignedIn && !sameEmail(user?.email, invitation.email)) {
    return (
      <OtherEmailState
        invitation={invitation}
        code={code}
        onSignOut={onSignOut}
        isSigningOut={isSigningOut}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Heading
        invitation={invitation}
        icon={icon}
        title={`Join ${canvas.name} on Canvas`}
        text={
          isSignedIn
            ? 'We could not accept this invitation just now. Please try again.'
            : 'Sign in or create a free account with the invited email to accept. You come back here after.'
        }
      />
      <InvitationDetails invitation={invitation} />
      <Group gap="sm" className={classes.actions}>
        {isSignedIn ? (
          <Button size="md" onClick={onRetry}>
            Try again
          </Button>
        ) : (
          <>
            <Button component={Link} to={paths.signIn.getHref({ from: here })} size="md">
              Sign in
            </Button>
            <Button
              component={Link}
              to={paths.getStarted.getHref({ prefilled: invitation.email, destination: here })}
              variant="default"
              size="md"
            >
              Create an account
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

function InvalidState() {
  const { isSignedIn } = useSession();
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={56} radius="xl" variant="light" color="champagne" aria-hidden="true">
        <IconLink size={28} />
      </ThemeIcon>
      <Title order={1} className={classes.title}>
        This invitation link does not work
      </Title>
      <Text c="dimmed">{messages.invitationInvalid}</Text>
      <Group gap="sm" className={classes.actions}>
        <Button component={Link} to={paths.home.getHref()} size="md">
          Go to the home page
        </Button>
        {isSignedIn ? (
          <Button component={Link} to={paths.myCanvases.getHref()} variant="default" size="md">
            My canvases
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

function LoadingState() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the invitation">
      <Skeleton circle height={56} />
      <Skeleton height={32} width="80%" />
      <Skeleton height={16} width="60%" />
      <Skeleton height={120} />
    </Stack>
  );
}

/**
 * /invitation?code= (issue 20): where a staff invitation's email lands. Anyone sees what it is
 * for; the invited person, signed in, is attached by the same call and sees it accepted; someone
 * signed in with another email is told to switch; an unknown, used or expired code says so.
 */
export function InvitationPage({ onSignOut, isSigningOut = false }: InvitationPageProps) {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const invitation = useInvitation(code);
  return (
    <>
      <PageMeta title="Team invitation" description="Accept your invitation to join a team on Canvas." />
      <Frame>
        {code === '' ? (
          <InvalidState />
        ) : (
          <QueryState
            query={invitation}
            what="this invitation"
            loading={<LoadingState />}
            renderError={(error, alert) => {
              if (!isApiError(error) || error.status < 400 || error.status >= 500) return alert;
              // Signed in as someone else: the API refuses the code (403) and says so.
              if (error.status === 403) {
                return (
                  <OtherEmailState
                    invitation={null}
                    code={code}
                    onSignOut={onSignOut}
                    isSigningOut={isSigningOut}
                  />
                );
              }
              // A 401 is the re-login modal's to answer; any other refusal: unknown, used or expired.
              return error.status === 401 ? alert : <InvalidState />;
            }}
          >
            {(loaded) =>
              loaded.status === 'accepted' ? (
                <AcceptedState invitation={loaded} />
              ) : (
                <PendingState
                  invitation={loaded}
                  code={code}
                  onSignOut={onSignOut}
                  isSigningOut={isSigningOut}
                  onRetry={() => void invitation.refetch()}
                />
              )
            }
          </QueryState>
        )}
      </Frame>
    </>
  );
}

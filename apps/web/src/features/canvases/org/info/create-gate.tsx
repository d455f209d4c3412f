import { creatableCanvasTypes } from '@canvas/shared';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SurfaceCard } from '@/components/surface-card';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import type { OrgCanvasType } from './info-model';

const WHO: Record<OrgCanvasType, { noun: string; signUpAs: string }> = {
  business: { noun: 'salon or business', signUpAs: 'Salon or business owner' },
  school: { noun: 'beauty school', signUpAs: 'Beauty school' },
};

/**
 * A new business or school canvas only for the accounts that may create one (the API refuses the
 * rest): anyone else is told so before filling in a form that could not be saved.
 */
export function CreateGate({ type, children }: { type: OrgCanvasType; children: ReactNode }) {
  const { user, isAdmin } = useSession();
  if (creatableCanvasTypes(user?.profile.target ?? null, isAdmin).includes(type)) return <>{children}</>;
  const who = WHO[type];
  return (
    <SurfaceCard>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconLock size={22} aria-hidden="true" />
        <div>
          <Title order={2} size="h4">
            This account cannot create a {type} canvas
          </Title>
          <Text c="dimmed" mt={6}>
            A {who.noun}'s canvas belongs to an account of its own. Sign up with the {who.noun}'s email and
            choose '{who.signUpAs}'.
          </Text>
          <Group gap="sm" mt="md">
            <Button component={Link} to={paths.addCanvas.getHref()} variant="light">
              Add a portfolio
            </Button>
            <Button component={Link} to={paths.myCanvases.getHref()} variant="subtle">
              My canvases
            </Button>
          </Group>
        </div>
      </Group>
    </SurfaceCard>
  );
}

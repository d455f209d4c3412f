import type { CanvasSummary } from '@canvas/shared';
import {
  ActionIcon,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Menu,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowUpRight,
  IconDots,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
  IconTrash,
  IconWorld,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PortfolioIllustration } from '@/components/decor/portfolio-illustration';
import { Eyebrow } from '@/components/eyebrow';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useDeleteCanvas } from '../../api/delete-canvas';
import { useMyCanvases } from '../../api/get-my-canvases';
import { useSetCanvasStatus } from '../../api/set-canvas-status';
import { typeLabel } from '../canvas-view/view-rules';
import { CompletionRing } from '../completion-ring';
import classes from './my-canvases-page.module.css';

const STATUS: Record<CanvasSummary['status'], { label: string; dot: string }> = {
  draft: { label: 'Draft', dot: 'gray' },
  public: { label: 'Public', dot: 'green' },
  private: { label: 'Private', dot: 'champagne' },
};

/** The editors that exist here: student and professional (business and school come with their own flow). */
function isPersonal(type: CanvasSummary['type']): type is 'student' | 'professional' {
  return type === 'student' || type === 'professional';
}

function CanvasCard({
  canvas,
  onDelete,
}: {
  canvas: CanvasSummary;
  onDelete: (canvas: CanvasSummary) => void;
}) {
  const setStatus = useSetCanvasStatus();
  const status = STATUS[canvas.status];
  const name = canvas.name || 'Untitled portfolio';
  const toggleVisibility = () => {
    const action = canvas.status === 'public' ? 'private' : 'public';
    setStatus.mutate(
      { id: canvas.id, action },
      {
        onSuccess: () =>
          notify.success(action === 'public' ? `${name} is now public.` : `${name} is now private.`),
      },
    );
  };

  return (
    <article className={classes.card} aria-labelledby={`canvas-${canvas.id}-name`}>
      <div className={classes.cover}>
        {canvas.image ? (
          <img src={canvas.image} alt="" loading="lazy" />
        ) : (
          <div className={classes.coverBlank} />
        )}
        <Group gap={6} className={classes.badges}>
          <Badge variant="white" color="plum" radius="xl">
            {typeLabel(canvas.type)}
          </Badge>
          <Badge
            variant="white"
            color="dark"
            radius="xl"
            leftSection={<span className={classes.dot} data-status={status.dot} aria-hidden="true" />}
          >
            {status.label}
          </Badge>
        </Group>
      </div>
      <div className={classes.body}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div className={classes.text}>
            <Title order={2} id={`canvas-${canvas.id}-name`} className={classes.name}>
              {name}
            </Title>
            {canvas.title ? (
              <Text size="sm" c="dimmed" truncate>
                {canvas.title}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" mt={4}>
              Updated {formatDate(canvas.updatedAt)}
            </Text>
          </div>
          {isPersonal(canvas.type) ? <CompletionRing percent={canvas.completion} /> : null}
        </Group>
        <Group gap="xs" mt="md" wrap="nowrap">
          {isPersonal(canvas.type) ? (
            <>
              <Button
                component={Link}
                to={paths.canvasEditor[canvas.type].getHref(canvas.slug)}
                size="sm"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                aria-label={`Edit ${name}`}
              >
                Edit
              </Button>
              <Button
                component={Link}
                to={paths.canvasPreview[canvas.type].getHref(canvas.id)}
                size="sm"
                variant="default"
                leftSection={<IconEye size={16} aria-hidden="true" />}
                aria-label={`Preview ${name}`}
              >
                Preview
              </Button>
            </>
          ) : canvas.status === 'public' ? (
            <Button component={Link} to={paths.canvas.getHref(canvas.slug)} size="sm" variant="default">
              View public page
            </Button>
          ) : null}
          <Menu position="bottom-end" width={230}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`More actions for ${name}`}
                ml="auto"
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canvas.status === 'public' ? (
                <Menu.Item
                  component={Link}
                  to={paths.canvas.getHref(canvas.slug)}
                  leftSection={<IconWorld size={16} aria-hidden="true" />}
                >
                  View public page
                </Menu.Item>
              ) : null}
              <Menu.Item
                onClick={toggleVisibility}
                disabled={setStatus.isPending}
                leftSection={
                  canvas.status === 'public' ? (
                    <IconEyeOff size={16} aria-hidden="true" />
                  ) : (
                    <IconWorld size={16} aria-hidden="true" />
                  )
                }
              >
                {canvas.status === 'public' ? 'Make private' : 'Make public'}
              </Menu.Item>
              {canvas.type === 'student' ? (
                <Menu.Item
                  component={Link}
                  to={paths.upgradeStudent.getHref(canvas.id)}
                  leftSection={<IconArrowUpRight size={16} aria-hidden="true" />}
                >
                  Upgrade to professional
                </Menu.Item>
              ) : null}
              <Menu.Divider />
              <Menu.Item
                color="red"
                onClick={() => onDelete(canvas)}
                leftSection={<IconTrash size={16} aria-hidden="true" />}
              >
                Delete portfolio
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </div>
    </article>
  );
}

function ListSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, xl: 3 }}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label="Loading your portfolios"
    >
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={320} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

function EmptyList() {
  return (
    <div className={classes.empty}>
      <PortfolioIllustration className={classes.emptyArt} />
      <Stack gap="sm" align="flex-start" className={classes.emptyText}>
        <Title order={2} className={classes.emptyTitle}>
          Your first portfolio starts here
        </Title>
        <Text c="dimmed">
          Show your best work, your training and your story on one page — and share it with a link or a QR
          code.
        </Text>
        <Button
          component={Link}
          to={paths.addCanvas.getHref()}
          size="md"
          mt="sm"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          Create your portfolio
        </Button>
      </Stack>
    </div>
  );
}

/** /my-canvases (breadcrumb 'My Portfolios'): the signed-in user's portfolios. */
export function MyCanvasesPage() {
  const myCanvases = useMyCanvases();
  const list = myCanvases.data;
  const [deleting, setDeleting] = useState<CanvasSummary | null>(null);
  const remove = useDeleteCanvas();

  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name || 'Your portfolio';
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success(`${name} was deleted.`);
      },
    });
  };

  return (
    <Stack gap="xl">
      <PageMeta title="My Portfolios" description="Your Canvas portfolios." />
      <Breadcrumbs separator="/" className={classes.breadcrumbs}>
        <Anchor component={Link} to={paths.dashboardHome.getHref()} size="sm">
          Account
        </Anchor>
        <Text size="sm" aria-current="page">
          My Portfolios
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end">
        <div>
          <Eyebrow>Your work, beautifully shown</Eyebrow>
          <Title order={1} className={classes.heading}>
            My Portfolios
          </Title>
        </div>
        {list && list.length > 0 ? (
          <Button
            component={Link}
            to={paths.addCanvas.getHref()}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            Add portfolio
          </Button>
        ) : null}
      </Group>

      <QueryState
        query={myCanvases}
        what="your portfolios"
        loading={<ListSkeleton />}
        isEmpty={(canvases) => canvases.length === 0}
        empty={<EmptyList />}
      >
        {(canvases) => (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
            {canvases.map((canvas) => (
              <CanvasCard key={canvas.id} canvas={canvas} onDelete={setDeleting} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>

      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title="Delete this portfolio?"
        confirmLabel="Delete portfolio"
        danger
        loading={remove.isPending}
      >
        <strong>{deleting?.name || 'This portfolio'}</strong> will disappear at once for everyone, including
        its public link. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}

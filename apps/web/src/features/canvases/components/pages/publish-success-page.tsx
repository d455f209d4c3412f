import { ActionIcon, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { PageMeta } from '@/components/page-meta';
import { CopyableLink, ShareButtons, shareTargets } from '@/components/share-link';
import { paths } from '@/lib/paths';
import { useCanvas } from '../../api/get-canvas';
import { canvasShareUrl } from '../canvas-view/view-rules';
import classes from './publish-success-page.module.css';

const TYPES = ['student', 'professional', 'business', 'school'] as const;
type SuccessType = (typeof TYPES)[number];

const CONFETTI = Array.from({ length: 18 }, (_, index) => index);

/** /publish-success/{type}?id={slug}: the portfolio is live; copy and share its link. */
export function PublishSuccessPage() {
  const { type = '' } = useParams();
  const [search] = useSearchParams();
  const slug = search.get('id') ?? '';
  const canvas = useCanvas(slug || null);

  if (!TYPES.includes(type as SuccessType) || !slug)
    return <Navigate to={paths.myCanvases.getHref()} replace />;
  const successType = type as SuccessType;

  const url = canvasShareUrl(window.location.origin, slug);
  const shareText = 'Take a look at my portfolio on Canvas';
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const shareNatively = () => {
    navigator.share({ title: shareText, url }).catch(() => {
      // Dismissing the share sheet rejects the promise; that is the user's choice, not a failure.
    });
  };

  const id = canvas.data?.id;
  const name = canvas.data?.introduction.name;

  return (
    <section className={classes.page} aria-labelledby="publish-success-title">
      <PageMeta title="Your portfolio is live" description="Share your new Canvas portfolio." />
      <div className={classes.confetti} aria-hidden="true">
        {CONFETTI.map((piece) => (
          <span
            key={piece}
            className={classes.piece}
            data-piece={piece % 6}
            style={{ '--i': piece } as never}
          />
        ))}
      </div>
      <div className={classes.card}>
        <Stack gap="lg" align="center">
          <Eyebrow outlined>Published</Eyebrow>
          <Title order={1} id="publish-success-title" ta="center" className={classes.title}>
            {name ? `Congratulations, ${name.split(' ')[0]}!` : 'Congratulations!'}
            <br />
            <em>Your portfolio is live.</em>
          </Title>
          <Text ta="center" c="dimmed" maw={520}>
            Share your link with clients, salons and schools, add it to your bio, or print the QR code from
            your portfolio page.
          </Text>

          <CopyableLink url={url} label="Your portfolio link" />

          <Stack gap="xs" align="center">
            <Text size="sm" fw={600} c="gray.7">
              Share it
            </Text>
            <ShareButtons
              targets={shareTargets(url, shareText)}
              extra={
                canShareNatively ? (
                  <li>
                    <Tooltip label="More ways to share">
                      <ActionIcon
                        size={48}
                        variant="light"
                        color="blush"
                        aria-label="More ways to share"
                        onClick={shareNatively}
                      >
                        <IconShare size={22} stroke={1.6} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </li>
                ) : null
              }
            />
          </Stack>

          <Group justify="center" gap="sm" mt="sm" className={classes.next}>
            <Button component={Link} to={paths.canvas.getHref(slug)} size="md">
              View my canvas
            </Button>
            <Button component={Link} to={paths.myCanvases.getHref()} size="md" variant="default">
              Go to my portfolios
            </Button>
            {successType === 'student' && id !== undefined ? (
              <Button component={Link} to={paths.upgradeStudent.getHref(id)} size="md" variant="subtle">
                Upgrade to professional
              </Button>
            ) : null}
            {successType === 'professional' || successType === 'student' ? (
              <Button component={Link} to={paths.browse.getHref('professional')} size="md" variant="subtle">
                Browse other portfolios
              </Button>
            ) : null}
          </Group>
        </Stack>
      </div>
    </section>
  );
}

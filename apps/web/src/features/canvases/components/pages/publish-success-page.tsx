import { messages } from '@canvas/shared';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandPinterest,
  IconBrandX,
  IconCheck,
  IconCopy,
  IconMail,
  IconShare,
} from '@tabler/icons-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { PageMeta } from '@/components/page-meta';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useCanvas } from '../../api/get-canvas';
import { canvasShareUrl } from '../canvas-view/view-rules';
import classes from './publish-success-page.module.css';

const TYPES = ['student', 'professional', 'business', 'school'] as const;
type SuccessType = (typeof TYPES)[number];

export interface ShareTarget {
  id: string;
  label: string;
  href: string;
  Icon: typeof IconBrandX;
}

/** Share links for a canvas (each network's own share URL; nothing is sent until the user posts). */
export function shareTargets(url: string, text: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    {
      id: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      Icon: IconBrandFacebook,
    },
    {
      id: 'x',
      label: 'Share on X',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      Icon: IconBrandX,
    },
    {
      id: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      Icon: IconBrandLinkedin,
    },
    {
      id: 'pinterest',
      label: 'Share on Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`,
      Icon: IconBrandPinterest,
    },
    { id: 'email', label: 'Share by email', href: `mailto:?subject=${t}&body=${u}`, Icon: IconMail },
  ];
}

const CONFETTI = Array.from({ length: 18 }, (_, index) => index);

/** /publish-success/{type}?id={slug}: the portfolio is live; copy and share its link. */
export function PublishSuccessPage() {
  const { type = '' } = useParams();
  const [search] = useSearchParams();
  const slug = search.get('id') ?? '';
  const clipboard = useClipboard({ timeout: 2500 });
  const canvas = useCanvas(slug || null);

  if (!TYPES.includes(type as SuccessType) || !slug)
    return <Navigate to={paths.myCanvases.getHref()} replace />;
  const successType = type as SuccessType;

  const url = canvasShareUrl(window.location.origin, slug);
  const shareText = 'Take a look at my portfolio on Canvas';
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = () => {
    clipboard.copy(url);
    notify.success({ id: 'link-copied', message: messages.linkCopied });
  };

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

          <Group gap="xs" wrap="nowrap" className={classes.linkRow}>
            <TextInput
              label="Your portfolio link"
              value={url}
              readOnly
              className={classes.linkInput}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              onClick={copy}
              leftSection={
                clipboard.copied ? (
                  <IconCheck size={18} aria-hidden="true" />
                ) : (
                  <IconCopy size={18} aria-hidden="true" />
                )
              }
              className={classes.copy}
            >
              {clipboard.copied ? 'Copied' : 'Copy link'}
            </Button>
          </Group>

          <Stack gap="xs" align="center">
            <Text size="sm" fw={600} c="gray.7">
              Share it
            </Text>
            <Group gap="sm" justify="center" component="ul" className={classes.shareList}>
              {shareTargets(url, shareText).map(({ id: key, label, href, Icon }) => (
                <li key={key}>
                  <Tooltip label={label}>
                    <ActionIcon
                      component="a"
                      href={href}
                      target={key === 'email' ? undefined : '_blank'}
                      rel="noopener noreferrer"
                      size={48}
                      variant="light"
                      color="plum"
                      aria-label={label}
                    >
                      <Icon size={22} stroke={1.6} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </li>
              ))}
              {canShareNatively ? (
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
              ) : null}
            </Group>
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

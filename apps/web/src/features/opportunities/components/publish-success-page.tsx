import { messages } from '@canvas/shared';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBrandFacebook, IconBrandX, IconCheck, IconCopy } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { PageMeta } from '@/components/page-meta';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import classes from './publish-success-page.module.css';

/** The public address of an opportunity, the one the poster copies and shares. */
export function opportunityShareUrl(origin: string, slug: string): string {
  return `${origin}${paths.opportunityDetail.getHref(slug)}`;
}

/** Spec 3 "Publish success": Facebook and Twitter, each network's own share URL. */
export function opportunityShareTargets(url: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent('A new opportunity on Canvas');
  return [
    {
      id: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      Icon: IconBrandFacebook,
    },
    {
      id: 'twitter',
      label: 'Share on Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      Icon: IconBrandX,
    },
  ];
}

/** /opportunity-publish-success?id={slug}: the opportunity is live; copy and share its link. */
export function OpportunityPublishSuccessPage() {
  const [search] = useSearchParams();
  const slug = search.get('id') ?? '';
  const clipboard = useClipboard({ timeout: 2500 });

  // TODO(#23): 'Return to My Opportunity' goes to the dashboard's opportunity list once it exists.
  if (!slug) return <Navigate to={paths.myCanvases.getHref()} replace />;

  const url = opportunityShareUrl(window.location.origin, slug);
  const copy = () => {
    clipboard.copy(url);
    notify.success({ id: 'link-copied', message: messages.linkCopied });
  };

  return (
    <section className={classes.page} aria-labelledby="opportunity-success-title">
      <PageMeta title="Opportunity published" description="Share your new opportunity." />
      <div className={classes.card}>
        <Stack gap="lg" align="center">
          <Eyebrow outlined>Published</Eyebrow>
          <Title order={1} id="opportunity-success-title" ta="center" className={classes.title}>
            Opportunity published successfully
          </Title>
          <Text ta="center" c="dimmed" maw={480}>
            Share the link with your network so the right people find it.
          </Text>

          <Group gap="xs" wrap="nowrap" className={classes.linkRow}>
            <TextInput
              label="Opportunity link"
              value={url}
              readOnly
              className={classes.linkInput}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              onClick={copy}
              className={classes.copy}
              leftSection={
                clipboard.copied ? (
                  <IconCheck size={18} aria-hidden="true" />
                ) : (
                  <IconCopy size={18} aria-hidden="true" />
                )
              }
            >
              {clipboard.copied ? 'Copied' : 'Copy link'}
            </Button>
          </Group>

          <Group gap="sm" justify="center" component="ul" className={classes.shareList}>
            {opportunityShareTargets(url).map(({ id, label, href, Icon }) => (
              <li key={id}>
                <Tooltip label={label}>
                  <ActionIcon
                    component="a"
                    href={href}
                    target="_blank"
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
          </Group>

          <Group justify="center" gap="sm" mt="sm" className={classes.next}>
            <Button component={Link} to={paths.opportunityDetail.getHref(slug)} size="md">
              View Opportunity
            </Button>
            <Button component={Link} to={paths.myCanvases.getHref()} size="md" variant="default">
              Return to My Opportunity
            </Button>
          </Group>
        </Stack>
      </div>
    </section>
  );
}

import { messages } from '@canvas/shared';
import { ActionIcon, Button, Group, TextInput, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandPinterest,
  IconBrandX,
  IconCheck,
  IconCopy,
  IconMail,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { notify } from '@/lib/notify';
import classes from './share-link.module.css';

export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'pinterest' | 'email';

export interface ShareTarget {
  id: ShareNetwork;
  label: string;
  href: string;
  Icon: typeof IconBrandX;
}

/** Each network's own share URL (nothing is sent until the user posts), in the order asked for. */
export function shareTargets(
  url: string,
  text: string,
  networks: readonly ShareNetwork[] = ['facebook', 'x', 'linkedin', 'pinterest', 'email'],
): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  const all: Record<ShareNetwork, ShareTarget> = {
    facebook: {
      id: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      Icon: IconBrandFacebook,
    },
    x: {
      id: 'x',
      label: 'Share on X',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      Icon: IconBrandX,
    },
    linkedin: {
      id: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      Icon: IconBrandLinkedin,
    },
    pinterest: {
      id: 'pinterest',
      label: 'Share on Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`,
      Icon: IconBrandPinterest,
    },
    email: { id: 'email', label: 'Share by email', href: `mailto:?subject=${t}&body=${u}`, Icon: IconMail },
  };
  return networks.map((network) => all[network]);
}

/** A read-only link with Copy link ('The link has been copied to your clipboard'). */
export function CopyableLink({ url, label }: { url: string; label: string }) {
  const clipboard = useClipboard({ timeout: 2500 });
  const copy = () => {
    clipboard.copy(url);
    notify.success({ id: 'link-copied', message: messages.linkCopied });
  };
  return (
    <Group gap="xs" wrap="nowrap" className={classes.linkRow}>
      <TextInput
        label={label}
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
  );
}

/** Round share buttons, one per target; `extra` adds items after them (the device's own share sheet). */
export function ShareButtons({ targets, extra }: { targets: readonly ShareTarget[]; extra?: ReactNode }) {
  return (
    <Group gap="sm" justify="center" component="ul" className={classes.shareList}>
      {targets.map(({ id, label, href, Icon }) => (
        <li key={id}>
          <Tooltip label={label}>
            <ActionIcon
              component="a"
              href={href}
              target={id === 'email' ? undefined : '_blank'}
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
      {extra}
    </Group>
  );
}

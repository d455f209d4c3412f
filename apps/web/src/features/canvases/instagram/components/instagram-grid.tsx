import { INSTAGRAM_GRID_SIZE, type InstagramMedia } from '@canvas/shared';
import { Anchor, Group, Title } from '@mantine/core';
import { IconBrandInstagram, IconPlayerPlayFilled, IconStack2 } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { useInstagramMedias } from '../api/get-instagram-medias';
import classes from './instagram.module.css';

export interface InstagramGridProps {
  canvasId: number;
  /** The heading level of "Instagram" where the grid is placed (default 2). */
  headingOrder?: 2 | 3 | 4;
}

const profileUrl = (username: string) => `https://www.instagram.com/${encodeURIComponent(username)}/`;

function describe(item: InstagramMedia, index: number, username: string): string {
  const caption = item.caption?.replace(/\s+/g, ' ').trim();
  if (caption) return caption.length > 120 ? `${caption.slice(0, 117)}…` : caption;
  return `Instagram post ${index + 1} by @${username}`;
}

function Tile({ item, index, username }: { item: InstagramMedia; index: number; username: string }) {
  const image =
    item.media_type === 'VIDEO'
      ? (item.thumbnail_url ?? item.media_url)
      : (item.media_url ?? item.thumbnail_url);
  const label = describe(item, index, username);
  const kind = item.media_type === 'VIDEO' ? 'video' : item.media_type === 'CAROUSEL_ALBUM' ? 'album' : null;
  const content = (
    <>
      {image ? (
        <img className={classes.image} src={image} alt={label} loading="lazy" decoding="async" />
      ) : null}
      {kind ? (
        <span className={classes.kind} aria-hidden="true">
          {kind === 'video' ? <IconPlayerPlayFilled size={16} /> : <IconStack2 size={16} />}
        </span>
      ) : null}
    </>
  );
  return (
    <li className={classes.tile}>
      {item.permalink ? (
        <a
          className={classes.tileLink}
          href={item.permalink}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${label}${kind ? ` (${kind})` : ''}, opens Instagram in a new tab`}
        >
          {content}
        </a>
      ) : (
        content
      )}
    </li>
  );
}

/**
 * The Instagram block of a canvas (spec 2 §9: a grid of 8 media). Nothing is shown while it loads,
 * when no account is connected or when there are no posts; a failure is logged only (spec 2 §8).
 */
export function InstagramGrid({ canvasId, headingOrder = 2 }: InstagramGridProps) {
  const medias = useInstagramMedias(canvasId);
  const headingId = useId();

  useEffect(() => {
    if (medias.error) console.warn('Instagram media could not be loaded', medias.error);
  }, [medias.error]);

  const username = medias.data?.username;
  const items = medias.data?.medias.slice(0, INSTAGRAM_GRID_SIZE) ?? [];
  if (!username || items.length === 0) return null;

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" gap="sm" mb="md" wrap="wrap">
        <Title order={headingOrder} id={headingId} className={classes.title}>
          Instagram
        </Title>
        <Anchor
          href={profileUrl(username)}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.profile}
          fw={600}
        >
          <IconBrandInstagram size={18} aria-hidden="true" />@{username}
        </Anchor>
      </Group>
      <ul className={classes.grid}>
        {items.map((item, index) => (
          <Tile key={item.id} item={item} index={index} username={username} />
        ))}
      </ul>
    </section>
  );
}

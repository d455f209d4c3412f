import type { MediaItem, Reposition } from '@canvas/shared';
import type { CSSProperties } from 'react';
import { youtubeThumbnailUrl } from '@/lib/youtube-thumbnail';
import classes from './media.module.css';

export interface MediaImageProps {
  /** A photo (or a video's poster: YouTube thumbnail or `image`). */
  item: MediaItem;
  /** Describe the picture; '' for a decorative one. */
  alt: string;
  /** The `sizes` attribute for the srcset (how wide the picture is drawn). Default: '100vw'. */
  sizes?: string;
  /**
   * 'cover' (default) fills its box — give the box a size or use `aspect` — and honours the item's
   * reposition; 'contain' shows the whole picture at its own proportions.
   */
  fit?: 'cover' | 'contain';
  /** Aspect ratio (width / height) of the frame; without it the parent box decides. */
  aspect?: number;
  /** Default 'lazy'; use 'eager' for the first picture a page shows. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the picture the first screen is drawn around (its largest contentful paint). */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  style?: CSSProperties;
}

/**
 * The srcset of a photo from its WebP copies: each at its real width (a small photo's copies are
 * not upscaled, so '1920' may be 500 px wide). GIFs keep their animation and SVGs stay vectors:
 * both are drawn from the original.
 */
export function mediaSources(item: MediaItem): { src: string; srcSet?: string } {
  if (item.youtubeId) return { src: item.image ?? youtubeThumbnailUrl(item.youtubeId) };
  if (item.video) return { src: item.image ?? '' };
  if (item.mimeType === 'image/gif' || item.mimeType === 'image/svg+xml' || !item.variants) {
    return { src: item.url };
  }
  const byUrl = new Map<string, number>();
  for (const [key, url] of Object.entries(item.variants)) {
    const width = Math.min(Number(key), item.dimensions?.width ?? Number(key));
    if (Number.isFinite(width) && width > 0) byUrl.set(url, Math.max(width, byUrl.get(url) ?? 0));
  }
  if (byUrl.size === 0) return { src: item.url };
  const entries = [...byUrl].sort((a, b) => a[1] - b[1]);
  const largest = entries.at(-1)?.[0] ?? item.url;
  return { src: largest, srcSet: entries.map(([url, width]) => `${url} ${width}w`).join(', ') };
}

/** The picture's placement inside its frame, in percent of the frame (see PhotoRepositionModal). */
export function repositionStyle(reposition: Reposition): CSSProperties {
  return {
    position: 'absolute',
    left: `${reposition.left}%`,
    top: `${reposition.top}%`,
    width: `${reposition.width}%`,
    height: `${reposition.height}%`,
    maxWidth: 'none',
    objectFit: 'fill',
  };
}

/** Renders a stored photo: responsive srcset, lazy loading, and the owner's reposition when set. */
export function MediaImage({
  item,
  alt,
  sizes = '100vw',
  fit = 'cover',
  aspect,
  loading = 'lazy',
  fetchPriority,
  className,
  style,
}: MediaImageProps) {
  const { src, srcSet } = mediaSources(item);
  const repositioned = fit === 'cover' && item.reposition && item.reposition.width > 0;
  return (
    <span
      className={[classes.imageFrame, className].filter(Boolean).join(' ')}
      data-fit={fit}
      style={{ ...(aspect ? { aspectRatio: String(aspect) } : {}), ...style }}
    >
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        width={item.dimensions?.width}
        height={item.dimensions?.height}
        className={classes.image}
        style={repositioned && item.reposition ? repositionStyle(item.reposition) : undefined}
        draggable={false}
      />
    </span>
  );
}

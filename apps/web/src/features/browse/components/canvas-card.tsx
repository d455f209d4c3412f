import { type BrowseRow, type CanvasType, type MediaItem, messages } from '@canvas/shared';
import { Skeleton } from '@mantine/core';
import { IconMapPin, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import liftCard from '@/components/lift-card.module.css';
import { MediaImage } from '@/components/media/media-image';
import { initials } from '@/lib/initials';
import { paths } from '@/lib/paths';
import { formatUpdatedAgo } from '../updated-ago';
import classes from './canvas-card.module.css';

const TYPE_LABELS: Record<CanvasType, string> = {
  professional: 'Beauty professional',
  student: 'Student',
  business: 'Salon & business',
  school: 'Beauty school',
};

/**
 * The photo a card leads with: the featured photo, else their first work photo, the portrait, a
 * video's poster, the logo.
 */
function coverOf(row: BrowseRow): { item: MediaItem; isLogo: boolean } | null {
  const { featuredPhoto, portraitPhoto, featuredVideo, logo } = row.media;
  for (const item of [featuredPhoto, row.workPhotos[0], portraitPhoto]) {
    if (item) return { item, isLogo: false };
  }
  if (featuredVideo && (featuredVideo.image || featuredVideo.youtubeId))
    return { item: featuredVideo, isLogo: false };
  if (logo) return { item: logo, isLogo: true };
  return null;
}

/** How many work photos the strip under the cover shows. */
export const WORK_STRIP_SIZE = 3;

/** Their work under the cover (issue 26): the work photos the cover does not already show. */
function workStripOf(row: BrowseRow, cover: MediaItem | null): MediaItem[] {
  return row.workPhotos.filter((item) => item.url !== cover?.url).slice(0, WORK_STRIP_SIZE);
}

/**
 * Spec 1 §2.4: the tag is the (first) category, or SCHOOL on a school's card. A portfolio without a
 * category yet (students often) is tagged with its type, so no card goes without one.
 */
export function cardTag(row: BrowseRow): string {
  if (row.type === 'school') return messages.browseSchoolTag;
  return row.categories[0] ?? TYPE_LABELS[row.type];
}

export function formatDistance(miles: number): string {
  const value = miles < 10 ? miles.toFixed(1) : String(Math.round(miles));
  return `${value} mi away`;
}

interface CanvasCardProps {
  row: BrowseRow;
  now?: Date;
}

/**
 * A browse result (spec 1 §2.4): photo first, the tag and 'Updated N units ago' over it, then the
 * name, title, type, school or business and location. The whole card opens the canvas: the name
 * is the link and its clickable area stretches over the card, so the link reads as the name alone.
 */
export function CanvasCard({ row, now }: CanvasCardProps) {
  const cover = coverOf(row);
  const strip = workStripOf(row, cover?.item ?? null);
  // The person's face beside their work, unless the cover already is their portrait.
  const portrait =
    row.media.portraitPhoto && row.media.portraitPhoto !== cover?.item ? row.media.portraitPhoto : null;
  const tag = cardTag(row);
  const updated = formatUpdatedAgo(row.updatedAt, now);
  const heading = row.fullName.trim() || row.name.trim() || 'Untitled portfolio';
  const title = row.fullName.trim() && row.name.trim() !== row.fullName.trim() ? row.name.trim() : '';
  const affiliation = row.type === 'professional' || row.type === 'student' ? row.schoolName : null;
  const first = row.locations[0];
  const location = first ? [first.city, first.stateShort].filter(Boolean).join(', ') || first.address : '';
  const headingId = `canvas-card-${row.id}`;

  return (
    <article className={`${liftCard.root} ${classes.card}`} aria-labelledby={headingId}>
      <div className={classes.media} data-logo={cover?.isLogo || undefined}>
        {cover ? (
          <MediaImage
            item={cover.item}
            alt=""
            fit={cover.isLogo ? 'contain' : 'cover'}
            sizes="(max-width: 63.99em) 50vw, 33vw"
            className={classes.cover}
          />
        ) : (
          <span className={classes.monogram} aria-hidden="true">
            {initials(heading) || '✦'}
          </span>
        )}
        <div className={classes.tags}>
          <span className={classes.tag}>{tag}</span>
          {updated ? <span className={classes.updated}>{updated}</span> : null}
        </div>
        {portrait ? (
          <span className={classes.portrait}>
            <MediaImage item={portrait} alt="" sizes="56px" className={classes.portraitImage} />
          </span>
        ) : null}
      </div>
      {strip.length > 0 ? (
        <ul className={classes.strip} aria-label={`Work by ${heading}`}>
          {strip.map((item) => (
            <li key={item.url} className={classes.stripItem}>
              <MediaImage
                item={item}
                alt=""
                sizes="(max-width: 47.99em) 17vw, 120px"
                className={classes.stripImage}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={classes.body}>
        <h3 id={headingId} className={classes.name}>
          {/* The link's area covers the whole card (see .link::after); its name stays the heading. */}
          <Link to={paths.canvas.getHref(row.slug)} className={classes.link}>
            {heading}
          </Link>
        </h3>
        {title ? <p className={classes.title}>{title}</p> : null}
        <p className={classes.type}>{TYPE_LABELS[row.type]}</p>
        {affiliation ? (
          <p className={classes.detail}>
            <IconSchool size={15} stroke={1.7} aria-hidden="true" />
            <span>{affiliation}</span>
          </p>
        ) : null}
        {location || row.distanceMiles !== null ? (
          <p className={classes.detail}>
            <IconMapPin size={15} stroke={1.7} aria-hidden="true" />
            <span>
              {location || null}
              {location && row.distanceMiles !== null ? ' · ' : null}
              {row.distanceMiles !== null ? formatDistance(row.distanceMiles) : null}
            </span>
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The shape of a card while results load. */
export function CanvasCardSkeleton() {
  return (
    <div className={`${liftCard.root} ${classes.card}`} data-skeleton aria-hidden="true">
      <Skeleton className={classes.media} radius={0} />
      <div className={classes.body}>
        <Skeleton height={22} width="70%" radius="sm" />
        <Skeleton height={14} width="55%" radius="sm" mt="sm" />
        <Skeleton height={14} width="40%" radius="sm" mt="sm" />
      </div>
    </div>
  );
}

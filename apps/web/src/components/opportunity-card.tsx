import type { Opportunity } from '@canvas/shared';
import { Badge, Group, Skeleton, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { paths } from '@/lib/paths';
import liftClasses from './lift-card.module.css';
import classes from './opportunity-card.module.css';
import { SiteLink } from './site-link';

/** The location line of an opportunity: its address, or 'National Opportunity' (spec 3). */
export function opportunityLocationLabel(opportunity: Pick<Opportunity, 'validForAllState' | 'location'>) {
  if (opportunity.validForAllState) return 'National Opportunity';
  return opportunity.location?.address.trim() ?? '';
}

/** How far the opportunity is from the searched place: '3.2 mi away', '< 1 mi away'. */
export function formatDistance(miles: number): string {
  if (miles < 1) return '< 1 mi away';
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi away`;
}

/**
 * What a card shows: an opportunity as read, or the lighter row of the browse search
 * (`OpportunityBrowseRow`), which adds the distance from the searched place.
 */
export type OpportunityCardData = Pick<
  Opportunity,
  'slug' | 'jobTitle' | 'jobType' | 'competition' | 'validForAllState' | 'location' | 'canvasName'
> & {
  media: Pick<Opportunity['media'], 'thumbPhoto'>;
  distanceMiles?: number | null;
};

interface OpportunityCardProps {
  opportunity: OpportunityCardData;
  /** A last line under the location ('Updated 3 days ago'). */
  footer?: ReactNode;
  /**
   * `row` (default): a small thumbnail beside the text, for lists on a page about something else.
   * `tile`: the thumbnail above, with the company, for the browse grid.
   */
  layout?: 'row' | 'tile';
}

/** One opportunity in a list (browse, similar ones, a business's Current Opportunities): opens its detail page. */
export function OpportunityCard({ opportunity, footer, layout = 'row' }: OpportunityCardProps) {
  const thumb = opportunity.media.thumbPhoto;
  const title = opportunity.jobTitle?.name ?? 'Opportunity';
  const isTile = layout === 'tile';
  const image = thumb ? (thumb.variants?.['640'] ?? thumb.image ?? thumb.url) : null;
  const location = opportunityLocationLabel(opportunity);
  return (
    <SiteLink
      to={paths.opportunityDetail.getHref(opportunity.slug)}
      className={`${liftClasses.root} ${isTile ? classes.tile : classes.card}`}
    >
      {isTile ? (
        <div className={classes.tileImage}>
          {image ? (
            <img src={image} alt="" loading="lazy" />
          ) : (
            <IconBriefcase size={40} stroke={1.2} aria-hidden="true" />
          )}
        </div>
      ) : thumb ? (
        <img src={thumb.image ?? thumb.url} alt="" className={classes.thumb} loading="lazy" />
      ) : null}
      <div className={classes.body}>
        <Group gap={6} wrap="wrap">
          {opportunity.jobType ? (
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {opportunity.jobType.name}
            </Text>
          ) : null}
          {opportunity.competition ? (
            <Badge size="xs" color="champagne" variant="light">
              CONTEST
            </Badge>
          ) : null}
        </Group>
        <Text fw={600} lineClamp={2} className={isTile ? classes.tileTitle : undefined}>
          {title}
        </Text>
        {isTile && opportunity.canvasName ? (
          <Text size="sm" lineClamp={1}>
            {opportunity.canvasName}
          </Text>
        ) : null}
        {location ? (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {location}
          </Text>
        ) : null}
        {opportunity.distanceMiles !== undefined && opportunity.distanceMiles !== null ? (
          <Text size="xs" c="plum.7" fw={600} mt={2}>
            {formatDistance(opportunity.distanceMiles)}
          </Text>
        ) : null}
        {footer ? (
          <Text size="xs" c="dimmed" mt={4}>
            {footer}
          </Text>
        ) : null}
      </div>
    </SiteLink>
  );
}

/** A tile's placeholder while the browse results load. */
export function OpportunityTileSkeleton() {
  return (
    <div className={`${liftClasses.root} ${classes.tile}`} data-skeleton aria-hidden="true">
      <Skeleton className={classes.tileImage} radius={0} />
      <div className={classes.body}>
        <Skeleton height={10} width="35%" />
        <Skeleton height={18} width="80%" mt={8} />
        <Skeleton height={12} width="55%" mt={8} />
        <Skeleton height={12} width="45%" mt={6} />
      </div>
    </div>
  );
}

/** The grid of opportunity cards: one column on phones, two from tablets up. */
export function OpportunityCardGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}

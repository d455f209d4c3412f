import type { Opportunity } from '@canvas/shared';
import { Badge, Group, Text } from '@mantine/core';
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

interface OpportunityCardProps {
  opportunity: Opportunity;
  /** A last line under the location ('Updated 3 days ago'). */
  footer?: ReactNode;
}

/** One opportunity in a list (similar ones, a business's Current Opportunities): opens its detail page. */
export function OpportunityCard({ opportunity, footer }: OpportunityCardProps) {
  const thumb = opportunity.media.thumbPhoto;
  const title = opportunity.jobTitle?.name ?? 'Opportunity';
  return (
    <SiteLink
      to={paths.opportunityDetail.getHref(opportunity.slug)}
      className={`${liftClasses.root} ${classes.card}`}
    >
      {thumb ? <img src={thumb.image ?? thumb.url} alt="" className={classes.thumb} loading="lazy" /> : null}
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
        <Text fw={600} lineClamp={2}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {opportunityLocationLabel(opportunity)}
        </Text>
        {footer ? (
          <Text size="xs" c="dimmed" mt={4}>
            {footer}
          </Text>
        ) : null}
      </div>
    </SiteLink>
  );
}

/** The grid of opportunity cards: one column on phones, two from tablets up. */
export function OpportunityCardGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}

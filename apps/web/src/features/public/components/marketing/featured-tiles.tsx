import { Badge, Container, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import liftCard from '@/components/lift-card.module.css';
import { SiteLink } from '@/components/site-link';
import { defineIsland } from '@/lib/define-island';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useFeatured } from '../../api/get-featured';
import { MemberCount } from '../member-count';
import classes from './marketing.module.css';

/** Spec 1 §2.5 "Featured tile fields: name, location, image, type, url" (url is the slug). */
export interface FeaturedTile {
  name: string;
  location: string;
  image: string | null;
  type: string;
  slug: string;
}

function Tile({ tile, href }: { tile: FeaturedTile; href: string }) {
  return (
    <li>
      <SiteLink to={href} className={`${liftCard.root} ${classes.tile}`}>
        <div className={classes.tileImage}>
          {tile.image ? (
            <img src={tile.image} alt="" loading="lazy" />
          ) : (
            <span className={classes.tilePlaceholder} />
          )}
          <Badge className={classes.tileBadge} color="plum" variant="white" radius="sm">
            {tile.type}
          </Badge>
        </div>
        <div className={classes.tileBody}>
          <Text fw={600} className={classes.tileName}>
            {tile.name}
          </Text>
          {tile.location ? (
            <Text size="sm" c="dimmed" className={classes.tileLocation}>
              <IconMapPin size={14} aria-hidden="true" /> {tile.location}
            </Text>
          ) : null}
        </div>
      </SiteLink>
    </li>
  );
}

interface FeaturedSectionProps {
  tiles: readonly FeaturedTile[];
  title: string;
  subtitle?: ReactNode;
}

function FeaturedSection({
  id,
  eyebrow,
  tiles,
  title,
  subtitle,
  hrefFor,
}: FeaturedSectionProps & { id: string; eyebrow: string; hrefFor: (slug: string) => string }) {
  if (tiles.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby={id}>
      <Container size="xl">
        <div className={classes.sectionHead}>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Title order={2} id={id}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" mt="xs">
              {subtitle}
            </Text>
          ) : null}
        </div>
        <ul className={classes.tileGrid}>
          {tiles.map((tile) => (
            <Tile key={tile.slug} tile={tile} href={hrefFor(tile.slug)} />
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Featured portfolios, linking to /canvas/{slug}; hidden until there are portfolios to feature. */
export function FeaturedPortfolios(props: FeaturedSectionProps) {
  return (
    <FeaturedSection
      {...props}
      id="featured-portfolios-title"
      eyebrow="Featured portfolios"
      hrefFor={paths.canvas.getHref}
    />
  );
}

/** Featured opportunities, linking to /opportunity-detail/{slug}; hidden until there are any. */
export function FeaturedOpportunities(props: FeaturedSectionProps) {
  return (
    <FeaturedSection
      {...props}
      id="featured-opportunities-title"
      eyebrow="Featured opportunities"
      hrefFor={paths.opportunityDetail.getHref}
    />
  );
}

/**
 * The featured portfolios of GET /api/landing/featured: hidden until they load (and if they fail).
 * It asks for them itself, so their arrival re-renders this section only, not the whole page.
 */
export function FeaturedPortfoliosFromApi(props: Omit<FeaturedSectionProps, 'tiles'>) {
  const hydrated = useHydrated();
  const { data } = useFeatured();
  return <FeaturedPortfolios tiles={(hydrated && data?.portfolios) || []} {...props} />;
}

/** The featured opportunities of GET /api/landing/featured, the same way (the one request serves both). */
export function FeaturedOpportunitiesFromApi(props: Omit<FeaturedSectionProps, 'tiles'>) {
  const hydrated = useHydrated();
  const { data } = useFeatured();
  return <FeaturedOpportunities tiles={(hydrated && data?.opportunities) || []} {...props} />;
}

/** The featured portfolios and opportunities of the home and campaign pages (spec 1 §2.5). */
export function FeaturedSections() {
  return (
    <>
      <FeaturedPortfoliosFromApi
        title="Portfolios that get noticed"
        subtitle={
          <>
            <MemberCount /> members show their work on Canvas.
          </>
        }
      />
      <FeaturedOpportunitiesFromApi
        title="Hiring now"
        subtitle="The newest openings and contests from salons, spas and schools."
      />
    </>
  );
}

/** FeaturedSections on a prerendered page: the lists are fetched once the island is live. */
export const FeaturedIsland = defineIsland('featured', FeaturedSections);

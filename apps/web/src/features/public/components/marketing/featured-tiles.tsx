import { Badge, Container, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Eyebrow } from '@/components/eyebrow';
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
      <Link to={href} className={classes.tile}>
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
          <Text size="sm" c="dimmed" className={classes.tileLocation}>
            <IconMapPin size={14} aria-hidden="true" /> {tile.location}
          </Text>
        </div>
      </Link>
    </li>
  );
}

interface FeaturedSectionProps {
  tiles: readonly FeaturedTile[];
  title: string;
  subtitle?: string;
}

/** Featured portfolios, linking to /canvas/{slug}; hidden until there are portfolios to feature. */
export function FeaturedPortfolios({ tiles, title, subtitle }: FeaturedSectionProps) {
  if (tiles.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="featured-portfolios-title">
      <Container size="xl">
        <div className={classes.sectionHead}>
          <Eyebrow>Featured portfolios</Eyebrow>
          <Title order={2} id="featured-portfolios-title">
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
            <Tile key={tile.slug} tile={tile} href={paths.canvas(tile.slug)} />
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Featured opportunities, linking to /opportunity-detail/{slug}; hidden until there are any. */
export function FeaturedOpportunities({ tiles, title, subtitle }: FeaturedSectionProps) {
  if (tiles.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="featured-opportunities-title">
      <Container size="xl">
        <div className={classes.sectionHead}>
          <Eyebrow>Featured opportunities</Eyebrow>
          <Title order={2} id="featured-opportunities-title">
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
            <Tile key={tile.slug} tile={tile} href={paths.opportunityDetail(tile.slug)} />
          ))}
        </ul>
      </Container>
    </section>
  );
}

import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrushArches } from '@/components/decor/brush-arches';
import { Glow } from '@/components/decor/glow';
import { Eyebrow } from '@/components/eyebrow';
import classes from './page-banner.module.css';

interface PageBannerProps {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  titleId?: string;
}

/** The plum banner that opens the contact, legal, about and calculator pages. */
export function PageBanner({ eyebrow, title, lead, children, titleId }: PageBannerProps) {
  return (
    <section className={classes.banner} aria-labelledby={titleId}>
      <Glow className={classes.glow} />
      <BrushArches className={classes.arches} />
      <Container size="xl">
        <div className={classes.inner}>
          <Eyebrow tone="onBrand" outlined>
            {eyebrow}
          </Eyebrow>
          <Title order={1} id={titleId} className={classes.title}>
            {title}
          </Title>
          {lead ? <Text className={classes.lead}>{lead}</Text> : null}
          {children}
        </div>
      </Container>
    </section>
  );
}

import { Paper, Text, Title } from '@mantine/core';
import { type Icon, IconBriefcase, IconPalette, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrushArches } from '@/components/decor/brush-arches';
import { Glow } from '@/components/decor/glow';
import { Eyebrow } from '@/components/eyebrow';
import classes from './sign-in-page.module.css';

const audiences = [
  { icon: IconPalette, text: 'Students and beauty pros keep their best work in one portfolio.' },
  { icon: IconBriefcase, text: 'Salons and brands post opportunities and hire from one dashboard.' },
  { icon: IconSchool, text: 'Schools showcase their graduates and follow who gets hired.' },
];

interface AuthLayoutProps {
  children: ReactNode;
  /** The brand panel's headline; defaults to the sign-in page's. */
  brandTitle?: ReactNode;
  /** A wider card (the sign-up form). */
  wide?: boolean;
}

/**
 * The sign-in, sign-up and password pages: a brand panel beside one card. The panel folds into a
 * short band above the card on phones.
 */
export function AuthLayout({ children, brandTitle, wide = false }: AuthLayoutProps) {
  return (
    <div className={classes.page}>
      <section className={classes.brand} aria-label="About Canvas">
        <BrushArches className={classes.art} />
        <Glow className={classes.glow} />
        <div className={classes.brandContent}>
          <Eyebrow tone="onBrand">Canvas for the beauty industry</Eyebrow>
          <Title order={2} className={classes.brandTitle}>
            {brandTitle ?? (
              <>
                Your craft deserves a <em>beautiful</em> stage.
              </>
            )}
          </Title>
          <ul className={classes.audiences}>
            {audiences.map((item) => (
              <li key={item.text} className={classes.audience}>
                <span className={classes.audienceIcon}>
                  <item.icon size={18} stroke={1.7} aria-hidden="true" />
                </span>
                <Text component="span" className={classes.audienceText}>
                  {item.text}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={classes.formSide}>
        <Paper className={classes.card} data-wide={wide || undefined} shadow="lg" withBorder>
          {children}
        </Paper>
      </section>
    </div>
  );
}

/** The round badge above the heading of a step that reports something (link sent, verify your email). */
export function AuthStatusIcon({ icon: StatusIcon }: { icon: Icon }) {
  return (
    <span className={classes.statusIcon}>
      <StatusIcon size={28} stroke={1.6} aria-hidden="true" />
    </span>
  );
}

/** The card's heading: the page title and one line under it. */
export function AuthCardHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" mt={6}>
          {description}
        </Text>
      ) : null}
    </div>
  );
}

import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import { SurfaceCard } from '@/components/surface-card';
import { CreateHeader } from '../../editor/components/create-header';
import classes from './info-layout.module.css';
import type { OrgCanvasType } from './info-model';

export interface InfoLayoutProps {
  type: OrgCanvasType;
  eyebrow: string;
  title: string;
  description: string;
  /** What happens after this step, beside the form on wide screens. */
  nextSteps: readonly { title: string; text: string }[];
  children: ReactNode;
}

/**
 * The frame of the business and school info steps: the create header at its first step (spec 2
 * "Company info step": "shown only in the direct flow with the step header"), a brand panel saying
 * what comes next, and the form.
 */
export function InfoLayout({ type, eyebrow, title, description, nextSteps, children }: InfoLayoutProps) {
  return (
    <>
      <CreateHeader type={type} activeStep={0} autoSaves={false} />
      <div className={classes.page}>
        <div className={classes.grid}>
          <aside className={classes.aside} aria-label="What comes next">
            <Eyebrow tone="onBrand">{eyebrow}</Eyebrow>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <Text className={classes.lede}>{description}</Text>
            <ol className={classes.next}>
              {nextSteps.map((step, index) => (
                <li key={step.title} className={classes.nextItem}>
                  <span className={classes.nextNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <Text fw={600} className={classes.nextTitle}>
                      {step.title}
                    </Text>
                    <Text size="sm" className={classes.nextText}>
                      {step.text}
                    </Text>
                  </div>
                </li>
              ))}
            </ol>
          </aside>
          <div className={classes.main}>{children}</div>
        </div>
      </div>
    </>
  );
}

/** One titled part of an info form (the company, its locations). */
export function InfoSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <SurfaceCard component="section" aria-label={title}>
      <div className={classes.sectionHead}>
        <Title order={2} className={classes.sectionTitle}>
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </div>
      {children}
    </SurfaceCard>
  );
}

/** Class names for the step's buttons: their labels wrap on a narrow phone rather than being cut. */
export const infoActionButton = { root: classes.actionButton, label: classes.actionLabel };

/** The step's buttons, below the form: the main action last (rightmost, first on a phone's stack). */
export function InfoActions({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}

/** The 'Back to my canvas' link above the form when the step edits a saved canvas. */
export const infoBackLink = classes.backLink;

import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SurfaceCard } from '@/components/surface-card';
import { CreateHeader } from '../../editor/components/create-header';
import { StepZeroLayout, type StepZeroLayoutProps } from '../../editor/components/step-zero-layout';
import classes from './info-layout.module.css';
import type { OrgCanvasType } from './info-model';

export interface InfoLayoutProps extends Omit<StepZeroLayoutProps, 'stepBar' | 'sections'> {
  type: OrgCanvasType;
}

/**
 * The frame of the business and school info steps: the create header at its first step (spec 2
 * "Company info step": "shown only in the direct flow with the step header"), then the step-0 frame
 * with the form's sections beside the brand panel.
 */
export function InfoLayout({ type, children, ...frame }: InfoLayoutProps) {
  return (
    <StepZeroLayout
      {...frame}
      stepBar={<CreateHeader type={type} activeStep={0} autoSaves={false} />}
      sections
    >
      {children}
    </StepZeroLayout>
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

import { Button, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { SurfaceCard } from '@/components/surface-card';
import classes from './step-zero-layout.module.css';

export interface StepZeroLayoutProps {
  eyebrow: string;
  title: string;
  description: string;
  /** What happens next, shown beside the form on wide screens. */
  nextSteps: readonly { title: string; text: string }[];
  /** A step bar above the page (the create header); the brand panel then sticks below it too. */
  stepBar?: ReactNode;
  /** The form is several cards of its own (the business and school info steps), in a wider column. */
  sections?: boolean;
  children: ReactNode;
}

/**
 * The frame of the step-0 pages (education info, professional info, and the business and school
 * info steps): a brand panel saying what comes next beside a focused form.
 */
export function StepZeroLayout({
  eyebrow,
  title,
  description,
  nextSteps,
  stepBar,
  sections = false,
  children,
}: StepZeroLayoutProps) {
  return (
    <>
      {stepBar}
      <div
        className={classes.page}
        data-step-bar={stepBar ? true : undefined}
        data-sections={sections || undefined}
      >
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
          {sections ? (
            <div className={classes.sections}>{children}</div>
          ) : (
            <SurfaceCard shadow="md">{children}</SurfaceCard>
          )}
        </div>
      </div>
    </>
  );
}

interface StepZeroActionsProps {
  /** The editor of the canvas being edited; null when the step creates a new canvas. */
  backHref: string | null;
  saving: boolean;
}

/** The footer of a step-0 form: back to the canvas (edit mode) and the submit button. */
export function StepZeroActions({ backHref, saving }: StepZeroActionsProps) {
  const navigate = useNavigate();
  return (
    <Group justify="space-between" mt="sm">
      {backHref ? (
        <Button variant="subtle" color="gray" onClick={() => navigate(backHref)}>
          Back to my canvas
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="submit"
        size="md"
        loading={saving}
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
      >
        {backHref ? 'Save and continue' : 'Create my canvas'}
      </Button>
    </Group>
  );
}

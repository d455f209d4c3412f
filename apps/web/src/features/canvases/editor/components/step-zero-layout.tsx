import { Button, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Eyebrow } from '@/components/eyebrow';
import { SurfaceCard } from '@/components/surface-card';
import classes from './step-zero-layout.module.css';

interface StepZeroLayoutProps {
  eyebrow: string;
  title: string;
  description: string;
  /** What happens next, shown beside the form on wide screens. */
  nextSteps: readonly { title: string; text: string }[];
  children: ReactNode;
}

/** The frame of the step-0 pages (education info, professional info): a focused form and what comes next. */
export function StepZeroLayout({ eyebrow, title, description, nextSteps, children }: StepZeroLayoutProps) {
  return (
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
        <SurfaceCard shadow="md">{children}</SurfaceCard>
      </div>
    </div>
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

import { Container, Text, Title } from '@mantine/core';
import { Eyebrow } from '@/components/eyebrow';
import type { ThriveStep } from '../../content/thrive-steps';
import classes from './marketing.module.css';

interface ThriveStepsProps {
  id?: string;
  eyebrow?: string;
  title: string;
  steps: readonly ThriveStep[];
}

/** How it works, in three numbered steps. */
export function ThriveSteps({
  id = 'how-it-works',
  eyebrow = 'How it works',
  title,
  steps,
}: ThriveStepsProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={classes.sunkenSection} aria-labelledby={titleId}>
      <Container size="xl">
        <div className={classes.sectionHead}>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Title order={2} id={titleId}>
            {title}
          </Title>
        </div>
        <ol className={classes.stepList}>
          {steps.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Title order={3} className={classes.cardTitle}>
                {step.title}
              </Title>
              <Text c="dimmed" lh={1.65}>
                {step.text}
              </Text>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

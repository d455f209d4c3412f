import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './closing-section.module.css';

/** The last section of the home and campaign pages: a headline, one line and the page's call to action. */
export function ClosingSection({
  title,
  text,
  children,
}: {
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={classes.closing} aria-labelledby="closing-title">
      <Container size="md" className={classes.inner}>
        <Title order={2} id="closing-title" className={classes.title}>
          {title}
        </Title>
        <Text className={classes.text}>{text}</Text>
        {children}
      </Container>
    </section>
  );
}

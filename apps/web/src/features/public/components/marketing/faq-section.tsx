import { Accordion, Container, SegmentedControl, Title } from '@mantine/core';
import { useState } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import { defineIsland } from '@/lib/define-island';
import { type FaqSetId, faqSets } from '../../content/faq';
import classes from './marketing.module.css';

interface FaqSectionProps {
  initialSet?: FaqSetId;
  /** Spec 1 §2.5: the Beauty Schools set can be hidden. */
  showSchools?: boolean;
}

/** The FAQ (spec 1 §2.5) with its set selector; each question expands and collapses. Anchor: #faq. */
export function FaqSection({ initialSet = 'pros', showSchools = true }: FaqSectionProps) {
  const sets = faqSets.filter((set) => showSchools || set.id !== 'schools');
  const [selected, setSelected] = useState<FaqSetId>(initialSet);
  const current = sets.find((set) => set.id === selected) ?? sets[0];
  if (!current) return null;
  return (
    <section id="faq" className={classes.section} aria-labelledby="faq-title">
      <Container size="md">
        <div className={classes.sectionHeadCentered}>
          <Eyebrow>FAQ</Eyebrow>
          <Title order={2} id="faq-title">
            Frequently asked questions
          </Title>
        </div>
        <SegmentedControl
          className={classes.faqSelector}
          aria-label="Questions from"
          fullWidth
          size="md"
          radius="xl"
          value={current.id}
          onChange={(value) => setSelected(value as FaqSetId)}
          data={sets.map((set) => ({ value: set.id, label: set.label }))}
        />
        <Accordion key={current.id} variant="separated" radius="md" className={classes.faqList}>
          {current.items.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}

/** FaqSection on a prerendered page: the question sets and answers that open come to life as an island. */
export const FaqIsland = defineIsland('faq', FaqSection, 'form');

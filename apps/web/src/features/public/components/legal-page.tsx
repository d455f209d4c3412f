import { Anchor, Container, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LegalDocument } from '../content/legal';
import classes from './legal-page.module.css';
import { PageBanner } from './page-banner';

interface LegalPageProps {
  document: LegalDocument;
  eyebrow: string;
  /** Shown after the text (for example a link to the data-rights form). */
  footer?: ReactNode;
}

/** Terms of Use and Privacy Policy: a contents list beside the long text, each section linkable. */
export function LegalPage({ document, eyebrow, footer }: LegalPageProps) {
  return (
    <>
      <PageBanner
        eyebrow={eyebrow}
        titleId="legal-title"
        title={document.title}
        lead={`Last updated ${document.updated}`}
      />
      <Container size="xl" className={classes.layout}>
        <nav className={classes.toc} aria-label="Contents">
          <Text className={classes.tocTitle}>Contents</Text>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <Anchor href={`#${section.id}`} className={classes.tocLink}>
                  {section.heading.replace(/^\d+\.\s*/, '')}
                </Anchor>
              </li>
            ))}
          </ol>
        </nav>
        <article className={classes.article}>
          <Text className={classes.intro}>{document.intro}</Text>
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={classes.section}
              aria-labelledby={`${section.id}-title`}
            >
              <Title order={2} id={`${section.id}-title`} className={classes.heading}>
                {section.heading}
              </Title>
              {section.blocks.map((block) =>
                typeof block === 'string' ? (
                  <Text key={block} className={classes.paragraph}>
                    {block}
                  </Text>
                ) : (
                  <List key={block.list.join('|')} className={classes.list} spacing="xs">
                    {block.list.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                ),
              )}
            </section>
          ))}
          {footer}
        </article>
      </Container>
    </>
  );
}

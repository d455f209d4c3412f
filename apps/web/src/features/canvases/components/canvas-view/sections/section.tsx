import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/eyebrow';
import classes from '../canvas-view.module.css';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  children: ReactNode;
}

/** One titled section of the canvas view; with an id it is a target of the section navigation. */
export function Section({ id, eyebrow, title, children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <section id={id} className={classes.section} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={headingId} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What an empty part will hold: shown only in the editor's live preview, never to visitors. */
export function LiveHint({ isLive, children }: { isLive: boolean; children: string }) {
  return isLive ? <p className={classes.placeholder}>{children}</p> : null;
}

import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './surface-card.module.css';

interface SurfaceCardProps {
  children: ReactNode;
  /** `section` (named by `aria-label`) when the card is one titled part of a page. */
  component?: 'div' | 'section';
  'aria-label'?: string;
  /** `md` lifts it further, beside a tall coloured panel (the canvas editors' first step). */
  shadow?: 'sm' | 'md';
}

/** The raised card that holds a page's form or one group of settings, padded more from tablets up. */
export function SurfaceCard({ children, component = 'div', shadow = 'sm', ...rest }: SurfaceCardProps) {
  return (
    <Paper component={component} withBorder shadow={shadow} className={classes.root} {...rest}>
      {children}
    </Paper>
  );
}

import type { ReactNode } from 'react';
import classes from './eyebrow.module.css';

export interface EyebrowProps {
  children: ReactNode;
  /** `accent` on light surfaces, `onBrand` on the dark plum panels. */
  tone?: 'accent' | 'onBrand';
  /** A thin pill outline, for hero sections. */
  outlined?: boolean;
  className?: string;
}

/** The small uppercase, letter-spaced label above a section or page title. */
export function Eyebrow({ children, tone = 'accent', outlined = false, className }: EyebrowProps) {
  return (
    <p
      className={className ? `${classes.eyebrow} ${className}` : classes.eyebrow}
      data-tone={tone}
      data-outlined={outlined || undefined}
    >
      {children}
    </p>
  );
}

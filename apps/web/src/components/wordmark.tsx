import { Box } from '@mantine/core';
import { SiteLink } from '@/components/site-link';
import classes from './wordmark.module.css';

interface WordmarkProps {
  to?: string;
  /** `onBrand` for dark or transparent backgrounds. */
  tone?: 'default' | 'onBrand';
  size?: 'md' | 'lg';
}

/** The Canvas wordmark: a brush-stroke C mark and the name set in the display face. */
export function Wordmark({ to = '/', tone = 'default', size = 'md' }: WordmarkProps) {
  return (
    <Box
      component={SiteLink}
      to={to}
      className={classes.root}
      data-tone={tone}
      data-size={size}
      aria-label="Canvas home"
    >
      <svg className={classes.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className={classes.tile} width="32" height="32" rx="9" />
        <path className={classes.stroke} d="M21.5 11.2a7 7 0 1 0 0 9.6" />
        <circle className={classes.dot} cx="22.6" cy="16" r="1.7" />
      </svg>
      <span className={classes.name}>Canvas</span>
    </Box>
  );
}

import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { nextTabletOffset, TABLET_SCROLL_INTERVAL_MS } from '../../content/landing-pages';
import classes from './marketing.module.css';

/**
 * A tablet showing a portfolio that scrolls by itself (spec 1 §2.5: 34 % every 4000 ms, back to
 * the top once past 50 %). Still for visitors who ask for reduced motion. Decorative.
 */
export function TabletShowcase() {
  const [offset, setOffset] = useState(0);
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    if (reduceMotion) return;
    const timer = window.setInterval(() => setOffset(nextTabletOffset), TABLET_SCROLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [reduceMotion]);

  return (
    <div className={classes.tablet} aria-hidden="true" data-testid="tablet-showcase" data-offset={offset}>
      <div className={classes.tabletScreen}>
        <div className={classes.tabletPage} style={{ transform: `translateY(-${offset}%)` }}>
          <div className={classes.mockCover} />
          <div className={classes.mockAvatar} />
          <div className={classes.mockName} />
          <div className={classes.mockLine} />
          <div className={classes.mockChips}>
            <span />
            <span />
            <span />
          </div>
          <div className={classes.mockGrid}>
            {Array.from({ length: 9 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative grid
              <span key={index} data-tone={index % 4} />
            ))}
          </div>
          <div className={classes.mockLine} />
          <div className={classes.mockLineShort} />
          <div className={classes.mockVideo} />
          <div className={classes.mockGrid}>
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative grid
              <span key={index} data-tone={(index + 2) % 4} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

import classes from './decor.module.css';

/** Decorative: nested arches (a salon mirror motif) and a dotted grid. Colours come from the theme. */
export function BrushArches({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 520 520"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path className={classes.archOuter} d="M90 520V250a170 170 0 0 1 340 0v270" />
      <path className={classes.archMiddle} d="M140 520V262a120 120 0 0 1 240 0v258" />
      <path className={classes.archInner} d="M190 520V276a70 70 0 0 1 140 0v244" />
      <circle className={classes.sun} cx="380" cy="120" r="46" />
      <defs>
        <pattern id="brush-arches-dots" width="18" height="18" patternUnits="userSpaceOnUse">
          <circle className={classes.dot} cx="9" cy="9" r="2.2" />
        </pattern>
      </defs>
      <rect
        className={classes.dotsArea}
        x="31"
        y="51"
        width="90"
        height="90"
        fill="url(#brush-arches-dots)"
      />
      <path className={classes.swash} d="M20 430c80-40 160-40 240 0s160 40 240 0" />
    </svg>
  );
}

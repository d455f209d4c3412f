import classes from './decor.module.css';

/**
 * Decorative: an abstract portfolio page (cover photo, portrait, text lines, a gallery and a QR
 * code) drawn with shapes only, so the hero never shows made-up people or numbers.
 */
export function PortfolioIllustration({ className }: { className?: string }) {
  const qrCells = [
    [0, 0],
    [1, 0],
    [2, 0],
    [4, 0],
    [0, 1],
    [2, 1],
    [3, 1],
    [0, 2],
    [1, 2],
    [2, 2],
    [4, 2],
    [1, 3],
    [3, 3],
    [4, 3],
    [0, 4],
    [2, 4],
    [3, 4],
  ];
  return (
    <svg
      className={className}
      viewBox="0 0 420 480"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id="pi-cover" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={classes.stopBlushLight} />
          <stop offset="1" className={classes.stopBlushDeep} />
        </linearGradient>
        <linearGradient id="pi-tile-a" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={classes.stopPlumLight} />
          <stop offset="1" className={classes.stopPlumMid} />
        </linearGradient>
        <linearGradient id="pi-tile-b" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={classes.stopChampagne} />
          <stop offset="1" className={classes.stopBlushMid} />
        </linearGradient>
      </defs>

      <rect className={classes.sheetShadow} x="34" y="30" width="360" height="440" rx="28" />
      <rect className={classes.sheet} x="20" y="14" width="360" height="440" rx="28" />

      <rect x="40" y="34" width="320" height="150" rx="18" fill="url(#pi-cover)" />
      <path className={classes.coverArch} d="M250 184v-64a46 46 0 0 1 92 0v64" />
      <circle className={classes.coverSun} cx="92" cy="78" r="20" />

      <circle className={classes.portraitRing} cx="96" cy="190" r="40" />
      <circle cx="96" cy="190" r="33" fill="url(#pi-tile-a)" />
      <circle className={classes.portraitHead} cx="96" cy="180" r="11" />
      <path className={classes.portraitHead} d="M74 213a22 18 0 0 1 44 0z" />

      <rect className={classes.lineStrong} x="150" y="200" width="150" height="12" rx="6" />
      <rect className={classes.lineSoft} x="150" y="222" width="104" height="9" rx="4.5" />
      <rect className={classes.chip} x="40" y="250" width="74" height="22" rx="11" />
      <rect className={classes.chip} x="122" y="250" width="92" height="22" rx="11" />
      <rect className={classes.chip} x="222" y="250" width="60" height="22" rx="11" />

      <rect x="40" y="290" width="100" height="96" rx="14" fill="url(#pi-tile-a)" />
      <rect x="150" y="290" width="100" height="96" rx="14" fill="url(#pi-tile-b)" />
      <rect x="260" y="290" width="100" height="96" rx="14" fill="url(#pi-cover)" />
      <path className={classes.tileMark} d="M70 360l20-26 16 18 10-12 16 20z" />
      <circle className={classes.tileMark} cx="216" cy="318" r="10" />
      <path className={classes.tileMarkStroke} d="M280 364c20-34 40-34 60 0" />

      <rect className={classes.lineSoft} x="40" y="406" width="170" height="9" rx="4.5" />
      <rect className={classes.lineSoft} x="40" y="424" width="120" height="9" rx="4.5" />
      <rect className={classes.qrFrame} x="296" y="398" width="52" height="52" rx="8" />
      <g className={classes.qr}>
        {qrCells.map(([x = 0, y = 0]) => (
          <rect key={`${x}-${y}`} x={304 + x * 7.6} y={406 + y * 7.6} width="6.4" height="6.4" rx="1.2" />
        ))}
      </g>
    </svg>
  );
}

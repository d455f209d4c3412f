import type { PartnerId } from '../../content/landing-pages';
import classes from './marketing.module.css';

/**
 * Partner wordmarks drawn for Canvas: the partner's name set in our own type, not their logo
 * artwork. Colour comes from `currentColor`, so the strip decides the tone.
 */
const partners: Record<PartnerId, { name: string; render: () => React.ReactNode; width: number }> = {
  paulmitchell: {
    name: 'Paul Mitchell',
    width: 190,
    render: () => (
      <text x="4" y="27" textLength="182" lengthAdjust="spacingAndGlyphs" className={classes.logoSerifCaps}>
        PAUL MITCHELL
      </text>
    ),
  },
  saloncentric: {
    name: 'SalonCentric',
    width: 170,
    render: () => (
      <text x="4" y="28" textLength="162" lengthAdjust="spacingAndGlyphs" className={classes.logoSans}>
        Salon<tspan className={classes.logoSansLight}>Centric</tspan>
      </text>
    ),
  },
  wella: {
    name: 'Wella',
    width: 110,
    render: () => (
      <text x="4" y="30" textLength="100" lengthAdjust="spacingAndGlyphs" className={classes.logoSerifItalic}>
        Wella
      </text>
    ),
  },
  studentpro: {
    name: 'StudentPro',
    width: 160,
    render: () => (
      <>
        <path
          d="M12 12l2.4 5 5.4.6-4 3.6 1.1 5.3L12 23.8 7.1 26.5l1.1-5.3-4-3.6 5.4-.6z"
          className={classes.logoMark}
        />
        <text x="28" y="28" textLength="128" lengthAdjust="spacingAndGlyphs" className={classes.logoSans}>
          StudentPro
        </text>
      </>
    ),
  },
};

export function partnerName(id: PartnerId): string {
  return partners[id].name;
}

export function PartnerLogo({ id, className }: { id: PartnerId; className?: string }) {
  const partner = partners[id];
  return (
    <svg
      className={className ?? classes.logo}
      viewBox={`0 0 ${partner.width} 40`}
      width={partner.width}
      height={40}
      role="img"
      aria-label={partner.name}
    >
      {partner.render()}
    </svg>
  );
}

import type { Badge, BadgePalette, BadgeShape } from './catalogue';

/**
 * Badge logos, drawn here as SVG (no third-party artwork). Colours mirror the web theme
 * (apps/web/src/app/theme.ts: plum, blush, champagne, gray); an image cannot read CSS variables.
 */
const PALETTES: Record<BadgePalette, { deep: string; main: string; light: string; text: string }> = {
  plum: { deep: '#3d1f46', main: '#6d437a', light: '#d9bfdf', text: '#fffdfb' },
  blush: { deep: '#823d39', main: '#c4645b', light: '#f6d4cf', text: '#fffdfb' },
  champagne: { deep: '#6a4f25', main: '#b0843a', light: '#ead8b3', text: '#fffdfb' },
  ink: { deep: '#241c22', main: '#5b524e', light: '#e9e2db', text: '#fffdfb' },
};

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function scallopPath(points: number, outer: number, inner: number): string {
  const steps = Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(60 + radius * Math.cos(angle)).toFixed(2)} ${(60 + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${steps.join(' L')} Z`;
}

function outline(shape: BadgeShape, colours: (typeof PALETTES)[BadgePalette]): string {
  switch (shape) {
    case 'seal':
      return `<path d="${scallopPath(18, 57, 51)}" fill="${colours.main}"/><circle cx="60" cy="60" r="45" fill="${colours.deep}"/><circle cx="60" cy="60" r="40" fill="none" stroke="${colours.light}" stroke-width="1.5" stroke-dasharray="2 3"/>`;
    case 'shield':
      return `<path d="M60 5 L106 20 V56 C106 84 88 103 60 115 C32 103 14 84 14 56 V20 Z" fill="${colours.main}"/><path d="M60 13 L98 26 V56 C98 79 83 95 60 106 C37 95 22 79 22 56 V26 Z" fill="${colours.deep}" stroke="${colours.light}" stroke-width="1.5"/>`;
    case 'ribbon':
      return `<path d="M34 78 L22 114 L38 106 L46 118 L56 84 Z" fill="${colours.main}"/><path d="M86 78 L98 114 L82 106 L74 118 L64 84 Z" fill="${colours.main}"/><circle cx="60" cy="52" r="46" fill="${colours.main}"/><circle cx="60" cy="52" r="39" fill="${colours.deep}" stroke="${colours.light}" stroke-width="1.5"/>`;
    case 'hexagon':
      return `<path d="M60 4 L108 32 V88 L60 116 L12 88 V32 Z" fill="${colours.main}"/><path d="M60 13 L100 36.5 V83.5 L60 107 L20 83.5 V36.5 Z" fill="${colours.deep}" stroke="${colours.light}" stroke-width="1.5"/>`;
  }
}

/** A five-pointed star centred on (x, y). */
function starPath(x: number, y: number, radius: number): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const r = index % 2 === 0 ? radius : radius * 0.45;
    const angle = (Math.PI * index) / 5 - Math.PI / 2;
    return `${(x + r * Math.cos(angle)).toFixed(2)} ${(y + r * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join(' L')} Z`;
}

function labelSize(label: string): number {
  if (label.length <= 2) return 30;
  if (label.length <= 4) return 24;
  if (label.length === 5) return 19;
  if (label.length === 6) return 16;
  return 14;
}

export function badgeLogoSvg(badge: Badge): string {
  const colours = PALETTES[badge.palette];
  const centre = badge.shape === 'ribbon' ? 52 : 60;
  const size = labelSize(badge.label);
  const sublabelSize = badge.sublabel.length > 11 ? 6.5 : 8;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${escapeXml(badge.line)}">`,
    outline(badge.shape, colours),
    `<path d="${starPath(60, centre - 24, 5.5)}" fill="${colours.light}"/>`,
    `<text x="60" y="${centre + size * 0.35}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${size}" letter-spacing="0.5" fill="${colours.text}">${escapeXml(badge.label)}</text>`,
    `<text x="60" y="${centre + size * 0.35 + 14}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${sublabelSize}" letter-spacing="1.2" fill="${colours.light}">${escapeXml(badge.sublabel)}</text>`,
    '</svg>',
  ].join('');
}

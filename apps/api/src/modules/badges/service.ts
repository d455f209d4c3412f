import { BADGES, type Badge } from './catalogue';

export const BADGE_LOGO_PATH = '/api/badges/logo';
/** Width the web app shows a badge at, in CSS pixels. */
export const BADGE_WIDTH = 72;

const normalise = (title: string) => title.trim().toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');

const byTitle = new Map<string, Badge>(
  BADGES.flatMap((badge) => badge.titles.map((title) => [normalise(title), badge] as const)),
);

export function findBadge(title: string): Badge | undefined {
  return byTitle.get(normalise(title));
}

export function findBadgeById(id: string): Badge | undefined {
  return BADGES.find((badge) => badge.id === id);
}

/** One badge per catalogue entry earned by the awards, in the order the awards come. */
export function matchBadges(awards: ReadonlyArray<{ title: string }>) {
  const seen = new Set<string>();
  const matches = [];
  for (const award of awards) {
    const badge = findBadge(award.title);
    if (!badge || seen.has(badge.id)) continue;
    seen.add(badge.id);
    matches.push({
      logo: `${BADGE_LOGO_PATH}/${badge.id}.svg`,
      url: badge.url,
      width: BADGE_WIDTH,
      line: badge.line,
    });
  }
  return matches;
}

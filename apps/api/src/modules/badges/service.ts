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

/**
 * One badge per catalogue entry earned by the awards, in the order the awards come, with the
 * indexes of every award that earns it (the page shows each award once, with its badge).
 */
export function matchBadges(awards: ReadonlyArray<{ title: string }>) {
  const byBadge = new Map<
    string,
    { logo: string; url: string; width: number; line: string; awards: number[] }
  >();
  awards.forEach((award, index) => {
    const badge = findBadge(award.title);
    if (!badge) return;
    const match = byBadge.get(badge.id);
    if (match) {
      match.awards.push(index);
      return;
    }
    byBadge.set(badge.id, {
      logo: `${BADGE_LOGO_PATH}/${badge.id}.svg`,
      url: badge.url,
      width: BADGE_WIDTH,
      line: badge.line,
      awards: [index],
    });
  });
  return [...byBadge.values()];
}

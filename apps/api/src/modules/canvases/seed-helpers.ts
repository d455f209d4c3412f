import {
  AWARD_TITLES,
  type Award,
  type CanvasStatus,
  type CanvasType,
  type OptionRef,
  slugify,
} from '@canvas/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canvases, canvasLocations } from '../../db/schema';
import type { Random } from '../../seed/context';
import { type CatalogueEntry, OPTION_CATALOGUE, US_STATES } from '../options/catalogue';
import { type CanvasDocument, documentColumns, documentLocations } from './document';
import { AWARD_ISSUERS } from './seed-data';

/**
 * What the demo seeders of the canvas area share (seed.ts: students and professionals;
 * seed-business.ts: salons and schools): catalogue look-ups, sampling, slugs, awards and the batched
 * insert that writes each canvas with its search projection and radius index, as a save does.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const option = (id: number): CatalogueEntry => {
  const entry = OPTION_CATALOGUE.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`seed: no option ${id}`);
  return entry;
};
export const ref = (id: number): OptionRef => ({ optionId: id, name: option(id).name });
export const ofKind = (kind: CatalogueEntry['kind']) =>
  OPTION_CATALOGUE.filter((entry) => entry.kind === kind);
export const stateId = (short: string) => 600 + US_STATES.findIndex(([, code]) => code === short);

/** `count` distinct items in random order (fewer when the list is shorter). */
export function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0] as T);
  }
  return picked;
}

/** `count` random catalogue entries of a kind, as option references. */
export const sampleRefs = (random: Random, kind: CatalogueEntry['kind'], count: number) =>
  sample(random, ofKind(kind), count).map((entry) => ref(entry.id));

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
export const chance = (random: Random, probability: number) => random.next() < probability;

/** Every award title a person may pick but 'Other' (which needs a typed title). */
const PERSON_AWARD_TITLES = AWARD_TITLES.filter((title) => title !== 'Other');

/** `count` awards of the past six years with their usual issuers, from `titles`. */
export function demoAwards(
  random: Random,
  count: number,
  uuidPrefix: string,
  titles: readonly string[] = PERSON_AWARD_TITLES,
): Award[] {
  return sample(random, titles, count).map((title, index) => {
    const year = String(new Date().getUTCFullYear() - random.int(0, 6));
    if (title === 'Club/Teams') {
      return {
        uuid: `${uuidPrefix}-award-${index}`,
        title,
        issuer: '',
        issueYear: year,
        clubName: random.pick(['Hair Show Team', 'Student Council', 'Competition Team', 'Peer Mentors']),
        isUserAchievement: false,
      };
    }
    return {
      uuid: `${uuidPrefix}-award-${index}`,
      title,
      issuer: random.pick(AWARD_ISSUERS[title] ?? ['Canvas Community']),
      issueYear: year,
      clubName: '',
      isUserAchievement: false,
    };
  });
}

/** A slug from `name` that no canvas in `taken` has yet ('jane-doe', 'jane-doe-2', ...); reserves it. */
export function uniqueSlug(taken: Set<string>, name: string): string {
  const base = slugify(name);
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  taken.add(slug);
  return slug;
}

export interface DemoCanvas {
  ownerId: number;
  type: CanvasType;
  status: CanvasStatus;
  slug: string;
  document: CanvasDocument;
  updatedDaysAgo: number;
}

/** Mostly public, some hidden again, a few never published: as a live site's canvases are. */
export function demoStatus(random: Random): CanvasStatus {
  const roll = random.next();
  return roll < 0.86 ? 'public' : roll < 0.94 ? 'private' : 'draft';
}

const BATCH = 60;

/**
 * Inserts the planned canvases in batches (document and search projection together, as a save
 * writes them) and their locations for radius search. Answers the new ids in the plan's order.
 */
export async function insertDemoCanvases<T extends DemoCanvas>(
  db: Db,
  random: Random,
  planned: readonly T[],
) {
  const created: Array<{ id: number; canvas: T }> = [];
  for (let start = 0; start < planned.length; start += BATCH) {
    const batch = planned.slice(start, start + BATCH);
    const rows = await db
      .insert(canvases)
      .values(
        batch.map((canvas) => ({
          ownerId: canvas.ownerId,
          type: canvas.type,
          status: canvas.status,
          slug: canvas.slug,
          ...documentColumns(canvas.document),
          createdAt: sql`now() - make_interval(days => ${canvas.updatedDaysAgo + 30})`,
          updatedAt: sql`now() - make_interval(days => ${canvas.updatedDaysAgo}, hours => ${random.int(0, 23)})`,
          publishedAt:
            canvas.status === 'draft'
              ? null
              : sql`now() - make_interval(days => ${canvas.updatedDaysAgo + 7})`,
        })),
      )
      .returning({ id: canvases.id });
    rows.forEach((row, index) => {
      const canvas = batch[index];
      if (canvas) created.push({ id: row.id, canvas });
    });
  }
  const locations = created.flatMap(({ id, canvas }) =>
    documentLocations(canvas.document).map((location) => ({ canvasId: id, ...location })),
  );
  for (let start = 0; start < locations.length; start += 500) {
    await db.insert(canvasLocations).values(locations.slice(start, start + 500));
  }
  return created;
}

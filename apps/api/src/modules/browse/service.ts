import { type BrowseResult, type BrowseRow, type BrowseSearch, METERS_PER_MILE } from '@canvas/shared';
import type { Db } from '../../db/client';
import {
  AVERAGE_TICKET_RANGES,
  EXPERIENCE_RANGES,
  graduationWindow,
  mergeRanges,
  mergeWindows,
  PERCENT_RANGES,
  VISIT_FREQUENCY_RANGES,
} from './browse-buckets';
import { correctWords, fullTextGroups, isKnownWord, keywordWords, type WordLexemes } from './keyword';
import {
  type BrowseFilter,
  type BrowseRecord,
  countBrowseMatches,
  findBrowsePage,
} from './queries/canvas-browse';
import { findKeywordWords, findWordLexemes } from './queries/keyword-words';

export interface BrowseDeps {
  db: Db;
  /** Today's date (UTC, YYYY-MM-DD) for the graduation windows; tests pin it. */
  today?: () => string;
}

const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * The lexeme ids of words canvases use, per database. Such a word resolves the same way for good:
 * search_words and search_lexemes only grow, so it stays known (searched as typed, never
 * corrected) and its lexemes keep their ids. Only words whose every lexeme has an id are kept (a
 * lexeme no public canvas has yet may get one); words that are not known are looked up every time,
 * as a correction can appear with any new canvas. Oldest first out past KNOWN_WORDS_KEPT.
 */
const knownWordsByDb = new WeakMap<Db, Map<string, number[]>>();
const KNOWN_WORDS_KEPT = 10_000;

function knownWordsOf(db: Db): Map<string, number[]> {
  let known = knownWordsByDb.get(db);
  if (!known) {
    known = new Map();
    knownWordsByDb.set(db, known);
  }
  return known;
}

/** Each typed word's search group (its corrections) and the lexemes of every word of the groups. */
async function resolveWords(db: Db, words: string[]): Promise<{ groups: string[][]; lexemes: WordLexemes }> {
  const known = knownWordsOf(db);
  if (words.every((word) => known.has(word))) {
    return {
      groups: words.map((word) => [word]),
      lexemes: new Map(words.map((word) => [word, known.get(word) ?? []])),
    };
  }
  // One round trip brings the candidates and the lexemes of every word that can end up in the
  // search; a correction it did not foresee (none should) is looked up on its own.
  const { candidates, lexemes } = await findKeywordWords(db, words);
  const groups = correctWords(words, candidates);
  const unforeseen = [...new Set(groups.flat())].filter((word) => !lexemes.has(word));
  if (unforeseen.length > 0) {
    for (const [word, ids] of await findWordLexemes(db, unforeseen)) lexemes.set(word, ids);
  }
  for (const word of words) {
    const ids = lexemes.get(word) ?? [null];
    if (!isKnownWord(word, candidates) || ids.some((id) => id === null)) continue;
    known.set(word, ids as number[]);
    if (known.size > KNOWN_WORDS_KEPT) known.delete(known.keys().next().value as string);
  }
  return { groups, lexemes };
}

/** Turns a validated search into SQL-ready filters: buckets into ranges, typed words into corrections. */
export async function resolveBrowseFilter(deps: BrowseDeps, search: BrowseSearch): Promise<BrowseFilter> {
  const today = (deps.today ?? utcToday)();
  const words = keywordWords(search.keyword);
  let keyword: BrowseFilter['keyword'] = null;
  if (words.length > 0) {
    const { groups, lexemes } = await resolveWords(deps.db, words);
    keyword = { fullText: fullTextGroups(groups, lexemes), groups, nameWords: words };
  }
  const location = search.location
    ? {
        longitude: search.location.coordinates[0],
        latitude: search.location.coordinates[1],
        radius: search.location.radius,
      }
    : null;
  return {
    types: search.type,
    keyword,
    location,
    categoryIds: search.userCategory,
    licensed: search.category === undefined ? null : search.category === 'licensed',
    schoolIds: search.school,
    programIds: search.program,
    softwareIds: search.software,
    // Buckets that touch become one range, which an index reads as one range (mergeRanges).
    experience: mergeRanges(
      search.yearOfExperience.map((bucket) => EXPERIENCE_RANGES[bucket]),
      { integers: true },
    ),
    averageTicket: mergeRanges(search.combinedAverageTicket.map((bucket) => AVERAGE_TICKET_RANGES[bucket])),
    visitFrequency: mergeRanges(
      search.annualFrequencyOfVisit.map((bucket) => VISIT_FREQUENCY_RANGES[bucket]),
    ),
    repeatRetention: mergeRanges(search.repeatClientRetention.map((bucket) => PERCENT_RANGES[bucket])),
    retailSales: mergeRanges(search.serviceToRetailSales.map((bucket) => PERCENT_RANGES[bucket])),
    graduation: mergeWindows(search.graduationDate.map((window) => graduationWindow(window, today))),
  };
}

function toRow(record: BrowseRecord): BrowseRow {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: record.id,
    type: record.type,
    slug: record.slug,
    name: text(record.title) || text(record.headline),
    fullName: text(record.name),
    schoolName: text(record.schoolName) || null,
    program: text(record.program) || null,
    categories: (record.categories ?? []).map((category) => text(category.name)).filter(Boolean),
    media: {
      featuredVideo: record.featuredVideo ?? null,
      portraitPhoto: record.portraitPhoto ?? null,
      featuredPhoto: record.featuredPhoto ?? null,
      logo: record.logo ?? null,
    },
    locations: (record.locations ?? []).map((location) => ({
      address: text(location.address),
      city: text(location.city),
      stateShort: text(location.stateShort),
    })),
    distanceMiles:
      record.distanceMetres === null ? null : Math.round((record.distanceMetres / METERS_PER_MILE) * 10) / 10,
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * Portfolio browse (spec 1 §7 `searchv2`): public canvases only, every filter AND-ed, the values
 * of one filter OR-ed; best keyword match first when there is a keyword, otherwise newest update.
 */
export async function searchCanvases(deps: BrowseDeps, search: BrowseSearch): Promise<BrowseResult> {
  const filter = await resolveBrowseFilter(deps, search);
  const page = { limit: search.size, offset: (search.page - 1) * search.size };
  if (filter.keyword) {
    // The page query counts the matches too: in the pass that ranks them all, or (a keyword alone,
    // its page found by a walk) in a count of its own in the same statement.
    const records = await findBrowsePage(deps.db, filter, page);
    // A page past the end has no row to carry the total.
    const count = records[0]?.total ?? (page.offset === 0 ? 0 : await countBrowseMatches(deps.db, filter));
    return { rows: records.map(toRow), count };
  }
  // Without a keyword an index gives the page in order, so a separate count (run alongside) is cheaper.
  const [records, count] = await Promise.all([
    findBrowsePage(deps.db, filter, page),
    countBrowseMatches(deps.db, filter),
  ]);
  return { rows: records.map(toRow), count };
}

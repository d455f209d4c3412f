import type {
  OfficialOptions,
  Option,
  OptionKind,
  OptionRef,
  UnofficialOption,
  UnofficialOptions,
} from '@canvas/shared';
import type { Db } from '../../db/client';
import {
  listAllOptions,
  listOptionsOfKinds,
  type OptionRow,
  listUnofficialOptions as queryUnofficialOptions,
  searchSchools,
} from './queries';

/** The schools with these ids (canvas saves check that a school reference exists). */
export { findSchoolsByIds } from './queries';

function toOption(row: OptionRow): Option {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    ...(row.licensed === null ? {} : { licensed: row.licensed }),
    ...(row.code === null ? {} : { code: row.code }),
  };
}

/** The requested curated catalogues, each in display order; clients filter (e.g. licensed categories). */
export async function listOfficialOptions(db: Db, kinds: readonly OptionKind[]): Promise<OfficialOptions> {
  const result: OfficialOptions = Object.fromEntries(kinds.map((kind) => [kind, []]));
  for (const row of await listOptionsOfKinds(db, kinds)) result[row.kind]?.push(toOption(row));
  return result;
}

/** At most this many typed values per catalogue, the most used ones. */
export const UNOFFICIAL_OPTIONS_LIMIT = 200;
const UNOFFICIAL_TTL_MS = 60_000;
const unofficialCache = new WeakMap<Db, Map<OptionKind, { values: UnofficialOption[]; loadedAt: number }>>();

/**
 * What members typed into each requested catalogue that it does not hold. Counting reads every
 * public canvas's document, so each process keeps a catalogue's answer for a minute, as browsers do.
 */
export async function listUnofficialOptions(
  db: Db,
  kinds: readonly OptionKind[],
): Promise<UnofficialOptions> {
  let cache = unofficialCache.get(db);
  if (!cache) {
    cache = new Map();
    unofficialCache.set(db, cache);
  }
  const result: UnofficialOptions = {};
  for (const kind of kinds) {
    const cached = cache.get(kind);
    if (cached && Date.now() - cached.loadedAt < UNOFFICIAL_TTL_MS) {
      result[kind] = cached.values;
      continue;
    }
    const values = await queryUnofficialOptions(db, kind, UNOFFICIAL_OPTIONS_LIMIT);
    cache.set(kind, { values, loadedAt: Date.now() });
    result[kind] = values;
  }
  return result;
}

export const SCHOOL_SEARCH_LIMIT = 20;

export async function findSchools(db: Db, keyword: string, tactics: number[]) {
  if (tactics.length === 0) return [];
  return searchSchools(db, keyword, tactics, SCHOOL_SEARCH_LIMIT);
}

/**
 * The catalogues as lookup tables, for resolving what editors send (spec 2 §5: tags match an
 * existing option case-insensitively). Reference data changes only through migrations, so each
 * process keeps it for a minute rather than querying on every save.
 */
export class OptionIndex {
  readonly #byId = new Map<number, OptionRow>();
  readonly #byName = new Map<string, OptionRow>();
  readonly #byCode = new Map<string, OptionRow>();

  constructor(rows: OptionRow[]) {
    for (const row of rows) {
      this.#byId.set(row.id, row);
      this.#byName.set(OptionIndex.#key(row.kind, row.name), row);
      if (row.code) this.#byCode.set(OptionIndex.#key(row.kind, row.code), row);
    }
  }

  static #key(kind: OptionKind, name: string) {
    return `${kind}\u0000${name.trim().toLowerCase()}`;
  }

  byId(kind: OptionKind, id: number | null | undefined): OptionRow | undefined {
    if (id === null || id === undefined) return undefined;
    const row = this.#byId.get(id);
    return row?.kind === kind ? row : undefined;
  }

  byName(kind: OptionKind, name: string): OptionRow | undefined {
    return this.#byName.get(OptionIndex.#key(kind, name));
  }

  /** States by USPS code ('TX'). */
  byCode(kind: OptionKind, code: string): OptionRow | undefined {
    return this.#byCode.get(OptionIndex.#key(kind, code));
  }

  /**
   * Free-text tags of one catalogue: unique by name (case-insensitive, first kept), an existing
   * option's id and spelling when the name matches one, otherwise the text with optionId null.
   * The name decides, never a client's optionId, so a tag cannot claim another option's id.
   */
  resolveTags(kind: OptionKind, tags: readonly OptionRef[]): OptionRef[] {
    const seen = new Set<string>();
    const resolved: OptionRef[] = [];
    for (const tag of tags) {
      const name = tag.name.trim();
      const key = name.toLowerCase();
      if (!name || seen.has(key)) continue;
      seen.add(key);
      const match = this.byName(kind, name);
      resolved.push(match ? { optionId: match.id, name: match.name } : { optionId: null, name });
    }
    return resolved;
  }
}

const INDEX_TTL_MS = 60_000;
const indexCache = new WeakMap<Db, { index: OptionIndex; loadedAt: number }>();

export async function loadOptionIndex(db: Db): Promise<OptionIndex> {
  const cached = indexCache.get(db);
  if (cached && Date.now() - cached.loadedAt < INDEX_TTL_MS) return cached.index;
  const index = new OptionIndex(await listAllOptions(db));
  indexCache.set(db, { index, loadedAt: Date.now() });
  return index;
}

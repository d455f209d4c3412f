import { z } from '../zod-config';

/**
 * Building blocks every contract uses for values that reach the database. Outside their range
 * PostgreSQL refuses the value with an error, which a client would see as a 500 instead of a
 * validation error naming its field.
 */

/** The largest value of a PostgreSQL `integer` column; every id in the database is one. */
export const DB_INT_MAX = 2_147_483_647;
const DB_INT_MIN = -DB_INT_MAX - 1;

/** A row id sent in a JSON body: a positive integer an id column can hold. */
export const id = () => z.number().int().positive().max(DB_INT_MAX);

/** A row id in a path or query string, where it arrives as text. */
export const idFromText = () => z.coerce.number().int().positive().max(DB_INT_MAX);

/**
 * An integer stored in or compared with an `integer` column that may also be a sentinel
 * (option id 0 = Other, -1 = an empty row), so it is not limited to positive values.
 */
export const dbInt = () => z.number().int().min(DB_INT_MIN).max(DB_INT_MAX);

/**
 * A figure kept in a `real` column (the KPIs that browse filters on). `real` overflows near 3.4e38;
 * a billion is far above any salon's figure and far below that.
 */
export const REAL_FIGURE_MAX = 1_000_000_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists (not 2024-02-30, not year 0), which is what a `date` column accepts. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    Number(value.slice(0, 4)) >= 1
  );
}

/** A calendar date as YYYY-MM-DD. */
export const isoDate = (message = 'date must be YYYY-MM-DD') =>
  z.string().regex(ISO_DATE, { message }).refine(isCalendarDate, { message });

/**
 * NUL, and a UTF-16 surrogate without its partner: PostgreSQL stores neither in `text` nor in
 * `jsonb`, and nothing a person types contains them.
 */
const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean => !UNSTORABLE_TEXT.test(value);

export const UNSTORABLE_TEXT_MESSAGE = 'contains a character that is not allowed';

/**
 * The path to the first string in a request part (or the object holding the first key) that
 * PostgreSQL could not store; undefined when there is none. The API checks every query,
 * path and body with it before the route's own schema runs, so new routes are covered too.
 * It walks with its own stack: a body nested thousands deep must not overflow the call stack.
 */
export function findUnstorableText(value: unknown): (string | number)[] | undefined {
  const nodes: { value: unknown; parent: number; key: string | number }[] = [{ value, parent: -1, key: '' }];
  const pending = [0];
  const pathTo = (index: number) => {
    const path: (string | number)[] = [];
    for (let at = index; at > 0; at = nodes[at]?.parent ?? 0) path.push(nodes[at]?.key ?? '');
    return path.reverse();
  };
  for (let index = pending.pop(); index !== undefined; index = pending.pop()) {
    const node = nodes[index]?.value;
    if (typeof node === 'string') {
      if (!isStorableText(node)) return pathTo(index);
    } else if (node !== null && typeof node === 'object' && !ArrayBuffer.isView(node)) {
      // Binary bodies are their route's business; parsed JSON, query and path objects are walked
      // whatever their prototype (the query parser's objects have neither Object's nor null).
      const entries: [string | number, unknown][] = Array.isArray(node)
        ? [...node.entries()]
        : Object.entries(node);
      for (const [key] of entries) if (typeof key === 'string' && !isStorableText(key)) return pathTo(index);
      for (const [key, item] of entries.reverse()) {
        nodes.push({ value: item, parent: index, key });
        pending.push(nodes.length - 1);
      }
    }
  }
  return undefined;
}

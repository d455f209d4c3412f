import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { bitmapIds, bitSetIn, blockBytes } from './bitmaps';

/**
 * The layouts a search's bitmaps are read in, on both databases: ids at the edges of a byte and of
 * a block (16384 ids) must come back as themselves, and be the only bits set.
 */
const t = useTestApp();

const SET = [0, 7, 8, 13, 16383, 16384, 40001, 49151, 65541];
const UNSET = [1, 6, 9, 16382, 16385, 32768, 40000, 49150, 49152, 60000, 65540];

/** Bitmaps (type, block, bits) of the SET ids, built as the triggers build them. */
const bits = sql`(select 'job'::text as type, id >> 14 as block, bit_or(canvas_search_bit(id)) as bits
  from unnest(${`{${SET.join(',')}}`}::integer[]) as id group by id >> 14)`;

describe('bitmap layouts', () => {
  it('reads the set ids back from the bitmaps (bitmapIds)', async () => {
    const result = (await t.database.db.execute(
      sql`select id from (${bitmapIds(sql`(select * from ${bits} as b)`)}) as ids order by id`,
    )) as unknown as { rows: Array<{ id: number }> };
    expect(result.rows.map((row) => Number(row.id))).toEqual(SET);
  });

  it('tests a bit at the id offset of the bytes (blockBytes, bitSetIn), up to the last block', async () => {
    const probe = [...SET, ...UNSET];
    const result = (await t.database.db.execute(
      sql`with filter_bits as materialized ${bits},
        laid as materialized (${blockBytes(sql.raw('filter_bits'), sql`(65541 >> 14)`)})
      select probe.id, ${bitSetIn(sql`laid.blocks`, sql`probe.id`)} as set, length(laid.blocks) as bytes
      from unnest(${`{${probe.join(',')}}`}::integer[]) as probe(id) cross join laid
      order by probe.id`,
    )) as unknown as { rows: Array<{ id: number; set: boolean; bytes: number }> };
    const set = result.rows.filter((row) => row.set).map((row) => Number(row.id));
    expect(set).toEqual(SET);
    // Five blocks of 2048 bytes, block 3 (no id set) as zeros.
    expect(new Set(result.rows.map((row) => Number(row.bytes)))).toEqual(new Set([5 * 2048]));
  });
});

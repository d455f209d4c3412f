// The keyword engine's SQL (decisions 009, 012, 015): which rows match a keyword (full text as
// lexeme ids, or name words similar to the typed words), how well they rank, and the keyword
// bitmaps that count the matches without reading a row. The typed words are resolved before
// (keyword.ts, keyword-words.ts).
import { inArray, type SQL, sql } from 'drizzle-orm';
import { intArray } from './conditions';
import type { SearchKeyword, SearchTables } from './search-tables';

/**
 * The text table's columns a keyword condition reads: the table's own, or the same columns of a
 * subquery over it (the walk in ordered-matches.ts keywordPage).
 */
export interface TextColumns {
  type: SQL;
  searchName: SQL;
  lexemeIds: SQL;
}

/** The text table's own columns. */
export const textColumns = (text: SearchTables['text']): TextColumns => ({
  type: sql`${text.type}`,
  searchName: sql`${text.searchName}`,
  lexemeIds: sql`${text.lexemeIds}`,
});

/** The full-text half of a keyword: containment tests on the lexeme ids (GIN). */
function fullTextCondition(groups: number[][][] | null, columns: TextColumns): SQL {
  if (groups === null) return sql`false`;
  const column = columns.lexemeIds;
  return sql.join(
    groups.map((group) =>
      group.every((ids) => ids.length === 1)
        ? sql`${column} && ${intArray(group.map((ids) => ids[0] as number))}`
        : sql`(${sql.join(
            group.map((ids) => sql`${column} @> ${intArray(ids)}`),
            sql` or `,
          )})`,
    ),
    sql` and `,
  );
}

/**
 * The words of public names and titles that are trigram-similar to a typed word (`word %> typed`,
 * pg_trgm's word similarity): the word itself, its typos, longer words it begins.
 */
const similarNameWords = (names: SearchTables['nameBits'], word: string) =>
  sql`array(select distinct ${names.word} from ${names.table}
    where ${names.word} %> ${word})`;

/**
 * Full text over the projection, or every typed word similar to a word of the name or title (the
 * name words index: `search_name_words(search_name)`). The same tests as the bitmaps count
 * (keywordBitmaps), on the same columns.
 */
export const keywordCondition = (
  tables: SearchTables,
  keyword: SearchKeyword,
  columns: TextColumns = textColumns(tables.text),
) =>
  sql`(${fullTextCondition(keyword.fullText, columns)} or (${sql.join(
    keyword.nameWords.map(
      (word) => sql`search_name_words(${columns.searchName}) && ${similarNameWords(tables.nameBits, word)}`,
    ),
    sql` and `,
  )}))`;

/**
 * The bitmaps (type, block, bits) of the rows of the chosen types that match the keyword, from the
 * lexeme and name-word bitmaps (decision 015): within each block, a word is the AND of its
 * lexemes' bitmaps, a group the OR of its words, the full text the AND of the groups; the name half
 * is the AND over the typed words of the OR of their similar name words' bitmaps; the two halves
 * are OR-ed. A block missing from an AND has no row in it.
 */
export function keywordBitmaps(tables: SearchTables, keyword: SearchKeyword, types: string[]): SQL {
  const lexemes = tables.lexemeBits;
  const names = tables.nameBits;
  const typed = keyword.nameWords.map(
    (word, index) => sql`select ${index}::integer as part, ${names.type} as type, ${names.block} as block,
      bit_or(${names.bits}) as bits
      from ${names.table} where ${names.word} %> ${word} and ${inArray(names.type, types)}
      group by ${names.type}, ${names.block}`,
  );
  const nameHalf = sql`select type, block, bit_and(bits) as bits from (${sql.join(typed, sql` union all `)}) as typed
    group by type, block having count(*) = ${keyword.nameWords.length}`;
  if (keyword.fullText === null) return nameHalf;
  // One row per lexeme of each word of each group: (group, word, lexeme id, the word's lexemes).
  const wanted = keyword.fullText.flatMap((group, groupIndex) =>
    group.flatMap((ids, wordIndex) =>
      ids.map(
        (id) => sql`(${groupIndex}::integer, ${wordIndex}::integer, ${id}::integer, ${ids.length}::integer)`,
      ),
    ),
  );
  const words = sql`select wanted.grp, wanted.word, ${lexemes.type} as type, ${lexemes.block} as block,
      bit_and(${lexemes.bits}) as bits
    from (values ${sql.join(wanted, sql`, `)}) as wanted(grp, word, lexeme_id, lexemes)
    inner join ${lexemes.table} on ${lexemes.lexemeId} = wanted.lexeme_id
    where ${lexemes.lexemeId} = any(${intArray(keyword.fullText.flat(2))}) and ${inArray(lexemes.type, types)}
    group by wanted.grp, wanted.word, ${lexemes.type}, ${lexemes.block}
    having count(*) = max(wanted.lexemes)`;
  const groups = sql`select grp, type, block, bit_or(bits) as bits from (${words}) as words
    group by grp, type, block`;
  const fullText = sql`select type, block, bit_and(bits) as bits from (${groups}) as groups
    group by type, block having count(*) = ${keyword.fullText.length}`;
  return sql`select type, block, bit_or(bits) as bits from (${fullText} union all ${nameHalf}) as halves
    group by type, block`;
}

/** Whether the name or title holds one of a group's words (the typed word or a correction). */
export const nameHolds = (group: string[], columns: TextColumns) =>
  sql`(${sql.join(
    group.map((word) => sql`${columns.searchName} like ${`%${word}%`}`),
    sql` or `,
  )})`;

/**
 * How well a row matches the keyword: how many of the typed words (or their corrections) its name
 * or title holds. A substring test on the short name costs a fraction of ts_rank(), which would
 * have to read and score every matching row's whole text vector.
 */
export const keywordRank = (keyword: SearchKeyword, columns: TextColumns) =>
  sql<number>`(${sql.join(
    keyword.groups.map((group) => sql`${nameHolds(group, columns)}::integer`),
    sql` + `,
  )})`;

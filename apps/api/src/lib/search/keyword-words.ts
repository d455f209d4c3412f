// The look-ups a keyword needs before the search (decisions 009, 016): the words public canvases
// use near each typed word (typo candidates, search_words) and the English lexemes of the words,
// as ids in search_lexemes. keyword.ts picks the corrections from them.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchLexemes } from '../../db/schema';
import { typoAllowance } from '../edit-distance';
import type { WordCandidate, WordLexemes } from './keyword';
import type { SearchTables } from './search-tables';

/**
 * Words public canvases use that are near one typed word: the word itself or, when no canvas uses
 * it, the same letters in another order, trigram-similar words, and (short words) words of about
 * the same length with the same first letter — each found through an index on search_words. Rows of (word, candidate,
 * similarity).
 */
function wordCandidates(vocabulary: SearchTables['words'], word: string): SQL {
  const { table: searchWords, word: column, letters } = vocabulary;
  // A word canvases use is searched as it is (keyword.ts correctWords): the look-ups for
  // corrections only run when it is not one (a one-time test before each scan).
  const unknown = sql`not exists (select 1 from ${searchWords} where ${column} = ${word})`;
  // Short words: one substitution can share no trigram with the right word, so words of about
  // the same length with the same first letter are candidates too.
  const sameStart =
    word.length <= 6
      ? sql` union (select ${column} from ${searchWords} where ${unknown} and ${column} like ${`${word.slice(0, 1)}%`}
          and length(${column}) between ${word.length - 1} and ${word.length + 1} limit 200)`
      : sql``;
  // Trigram matches use word similarity (`%>`), not `%`: PGlite 0.5.16's similarity operator
  // intermittently answers no row and stalls the connection when cube is loaded too.
  return sql`select ${word}::text as word, found.word as candidate, word_similarity(${word}, found.word) as similarity
    from (
      select ${column} as word from ${searchWords} where ${column} = ${word}
      union select ${column} from ${searchWords} where ${unknown} and ${letters} = search_word_letters(${word})
      union (select ${column} from ${searchWords} where ${unknown} and ${column} %> ${word}
        order by word_similarity(${word}, ${column}) desc limit 20)
      ${sameStart}
    ) as found`;
}

/** No word is corrected by more edits than the longest words are allowed (keyword.ts correctWords). */
const MOST_TYPO_EDITS = typoAllowance(Number.MAX_SAFE_INTEGER);

export interface KeywordWords {
  /** Words canvases use near each typed word (keyword.ts correctWords picks the corrections). */
  candidates: WordCandidate[];
  /** The lexemes of the typed words and of every candidate that could be picked as a correction. */
  lexemes: WordLexemes;
}

/**
 * Everything a keyword needs from the database before the search, in one round trip: the
 * candidates of each typed word (wordCandidates) and the English lexemes, as ids in search_lexemes,
 * of the typed words and of the candidates that could become corrections — those of a word no
 * canvas uses, at most as many letters longer or shorter as a correction may differ by. The same
 * parser and dictionary as the canvases' text, so a word and the text agree on its stem.
 */
export async function findKeywordWords(
  db: Db,
  vocabulary: SearchTables['words'],
  words: string[],
): Promise<KeywordWords> {
  if (words.length === 0) return { candidates: [], lexemes: new Map() };
  const typed = sql`array[${sql.join(
    words.map((word) => sql`${word}::text`),
    sql`, `,
  )}]`;
  const result = (await db.execute(sql`
    with candidates as (${sql.join(
      words.map((word) => wordCandidates(vocabulary, word)),
      sql` union all `,
    )}),
    looked_up as (
      select typed.word from unnest(${typed}) as typed(word)
      union
      select c.candidate from candidates as c
      where not exists (select 1 from candidates as own where own.word = c.word and own.candidate = c.word)
        and abs(length(c.candidate) - length(c.word)) <= ${MOST_TYPO_EDITS}
    )
    select c.word, c.candidate, c.similarity, null::integer as lexeme_id, false as lexeme
    from candidates as c
    union all
    select looked_up.word, null, null, ${searchLexemes.id}, found.lexeme is not null
    from looked_up
    left join lateral unnest(tsvector_to_array(to_tsvector('english'::regconfig, looked_up.word))) as found(lexeme) on true
    left join ${searchLexemes} on ${searchLexemes.lexeme} = found.lexeme
  `)) as unknown as {
    rows: Array<{
      word: string;
      candidate: string | null;
      similarity: number | string | null;
      lexeme_id: number | null;
      lexeme: boolean;
    }>;
  };
  const candidates: WordCandidate[] = [];
  const lexemes: WordLexemes = new Map();
  for (const row of result.rows) {
    if (row.candidate !== null) {
      candidates.push({ word: row.word, candidate: row.candidate, similarity: Number(row.similarity) });
      continue;
    }
    const ids = lexemes.get(row.word) ?? [];
    lexemes.set(row.word, ids);
    // A stop word has no lexeme (one row without one); a lexeme no canvas has used has no id.
    if (row.lexeme) ids.push(row.lexeme_id === null ? null : Number(row.lexeme_id));
  }
  return { candidates, lexemes };
}

/**
 * The English lexemes of each word, as ids in search_lexemes (keyword.ts WordLexemes): the same
 * parser and dictionary as the canvases' text, so a word and the text agree on its stem.
 */
export async function findWordLexemes(db: Db, words: string[]): Promise<WordLexemes> {
  const lexemes: WordLexemes = new Map(words.map((word) => [word, []]));
  if (words.length === 0) return lexemes;
  const result = (await db.execute(sql`
    select typed.word, ${searchLexemes.id} as id
    from unnest(array[${sql.join(
      words.map((word) => sql`${word}::text`),
      sql`, `,
    )}]) as typed(word)
    cross join lateral unnest(tsvector_to_array(to_tsvector('english'::regconfig, typed.word))) as found(lexeme)
    left join ${searchLexemes} on ${searchLexemes.lexeme} = found.lexeme
  `)) as unknown as { rows: Array<{ word: string; id: number | null }> };
  for (const row of result.rows) lexemes.get(row.word)?.push(row.id === null ? null : Number(row.id));
  return lexemes;
}

// A typed keyword resolved into what the engine matches (SearchKeyword): its words, each with its
// typo corrections against the kind's own vocabulary, and their lexeme ids (decision 009).
import type { Db } from '../../db/client';
import { correctWords, fullTextGroups, isKnownWord, keywordWords, type WordLexemes } from './keyword';
import { findKeywordWords, findWordLexemes } from './keyword-words';
import type { SearchKeyword, SearchTables } from './search-tables';

/**
 * The lexeme ids of words a kind's rows use, per database and vocabulary. Such a word resolves the
 * same way for good: the words tables and search_lexemes only grow, so it stays known (searched as
 * typed, never corrected) and its lexemes keep their ids. Only words whose every lexeme has an id
 * are kept (a lexeme no row has yet may get one); words that are not known are looked up every
 * time, as a correction can appear with any new row. Oldest first out past KNOWN_WORDS_KEPT.
 */
const knownWordsByDb = new WeakMap<Db, WeakMap<SearchTables['words'], Map<string, number[]>>>();
const KNOWN_WORDS_KEPT = 10_000;

function knownWordsOf(db: Db, vocabulary: SearchTables['words']): Map<string, number[]> {
  let byVocabulary = knownWordsByDb.get(db);
  if (!byVocabulary) {
    byVocabulary = new WeakMap();
    knownWordsByDb.set(db, byVocabulary);
  }
  let known = byVocabulary.get(vocabulary);
  if (!known) {
    known = new Map();
    byVocabulary.set(vocabulary, known);
  }
  return known;
}

/** Each typed word's search group (its corrections) and the lexemes of every word of the groups. */
async function resolveWords(
  db: Db,
  vocabulary: SearchTables['words'],
  words: string[],
): Promise<{ groups: string[][]; lexemes: WordLexemes }> {
  const known = knownWordsOf(db, vocabulary);
  if (words.every((word) => known.has(word))) {
    return {
      groups: words.map((word) => [word]),
      lexemes: new Map(words.map((word) => [word, known.get(word) ?? []])),
    };
  }
  // One round trip brings the candidates and the lexemes of every word that can end up in the
  // search; a correction it did not foresee (none should) is looked up on its own.
  const { candidates, lexemes } = await findKeywordWords(db, vocabulary, words);
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

/** The keyword as the engine matches it, typos corrected against the tables' vocabulary; null when empty. */
export async function resolveKeyword(
  db: Db,
  tables: SearchTables,
  keyword: string,
): Promise<SearchKeyword | null> {
  const words = keywordWords(keyword);
  if (words.length === 0) return null;
  const { groups, lexemes } = await resolveWords(db, tables.words, words);
  return { fullText: fullTextGroups(groups, lexemes), groups, nameWords: words };
}

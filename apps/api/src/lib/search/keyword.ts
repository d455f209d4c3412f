/**
 * Browse keywords: splitting, typo correction against the words canvases use, and the full-text
 * condition built from them. Pure functions; the word and lexeme look-ups are in
 * queries/keyword-words.ts.
 */

import { editDistance, typoAllowance } from '../edit-distance';

const MAX_WORDS = 8;

/** Lower-case words of letters or digits, at most eight, without repeats ('Jane’s balayage!' -> jane, s, balayage). */
export function keywordWords(keyword: string): string[] {
  const words = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** The keyword as the name trigram match sees it: lower case, single spaces. */
export function normalizedKeyword(keyword: string): string {
  return keyword.toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface WordCandidate {
  /** The word as typed. */
  word: string;
  /** A word canvases use. */
  candidate: string;
  /** Trigram word similarity of the two, 0..1. */
  similarity: number;
}

/** Whether public canvases use the word itself (it is among its own candidates). */
export const isKnownWord = (word: string, candidates: WordCandidate[]) =>
  candidates.some((entry) => entry.word === word && entry.candidate === word);

/**
 * For each typed word, the words to search for: the word itself, plus — when no public canvas
 * uses it — the closest words canvases do use, within the allowed edits (ties all kept, up to three).
 */
export function correctWords(words: string[], candidates: WordCandidate[]): string[][] {
  return words.map((word) => {
    if (isKnownWord(word, candidates) || !/^\p{L}+$/u.test(word)) return [word];
    const own = candidates.filter((entry) => entry.word === word);
    const limit = typoAllowance(word.length);
    const scored = own
      .map((entry) => ({ ...entry, distance: editDistance(word, entry.candidate) }))
      .filter((entry) => entry.distance <= limit)
      .sort(
        (a, b) =>
          a.distance - b.distance || b.similarity - a.similarity || a.candidate.localeCompare(b.candidate),
      );
    const best = scored[0]?.distance;
    const corrections = scored.filter((entry) => entry.distance === best).slice(0, 3);
    return [word, ...corrections.map((entry) => entry.candidate)];
  });
}

/**
 * The English lexemes of each word (`to_tsvector('english', word)`) as ids in search_lexemes:
 * an empty list for a stop word ('the'), null in place of a lexeme no public canvas has used.
 */
export type WordLexemes = Map<string, Array<number | null>>;

/**
 * The full-text half of a keyword, in lexeme ids: every group must match, each through one of its
 * words, a word through all its lexemes. This is what `to_tsquery('english', '(jnae | jane) &
 * color')` asks of a text vector: stop words drop out of their group, a group of stop words only
 * drops out of the query, and a query left without a lexeme matches nothing (null). A word whose
 * lexeme no canvas has cannot match, so it drops out of its group; a group left empty makes the
 * whole full-text half impossible (null too).
 */
export function fullTextGroups(groups: string[][], lexemes: WordLexemes): number[][][] | null {
  const result: number[][][] = [];
  for (const group of groups) {
    const words = group.map((word) => lexemes.get(word) ?? []).filter((ids) => ids.length > 0);
    if (words.length === 0) continue;
    const matchable = words.filter((ids): ids is number[] => ids.every((id) => id !== null));
    if (matchable.length === 0) return null;
    result.push(matchable);
  }
  return result.length > 0 ? result : null;
}

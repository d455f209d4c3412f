/**
 * Browse keywords: splitting, typo correction against the words canvases use, and the text-search
 * query built from them. Pure functions; the word look-up itself is in queries.ts.
 */

import { editDistance, typoAllowance } from '../../lib/edit-distance';

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

/**
 * For each typed word, the words to search for: the word itself, plus — when no public canvas
 * uses it — the closest words canvases do use, within the allowed edits (ties all kept, up to three).
 */
export function correctWords(words: string[], candidates: WordCandidate[]): string[][] {
  return words.map((word) => {
    const own = candidates.filter((entry) => entry.word === word);
    if (own.some((entry) => entry.candidate === word) || !/^\p{L}+$/u.test(word)) return [word];
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
 * A `to_tsquery` text: every typed word must match, each through itself or one of its corrections
 * ('(jnae | jane) & balayage'). Words hold only letters and digits, so no tsquery syntax can slip in.
 */
export function textQuery(groups: string[][]): string {
  return groups
    .map((group) => (group.length === 1 ? (group[0] as string) : `(${group.join(' | ')})`))
    .join(' & ');
}

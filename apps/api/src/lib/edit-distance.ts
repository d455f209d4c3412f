/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost one ('jnae' -> 'jane' is 1, 'balayge' -> 'balayage' is 1).
 */
export function editDistance(a: string, b: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] as number) + 1);
      }
      row.push(best);
    }
    beforePrevious = previous;
    previous = row;
  }
  return previous[b.length] as number;
}

/**
 * How many edits still count as a typo of a word this long: none below four letters (one edit
 * there makes another word), one up to six, two from seven.
 */
export const typoAllowance = (length: number) => (length < 4 ? 0 : length <= 6 ? 1 : 2);

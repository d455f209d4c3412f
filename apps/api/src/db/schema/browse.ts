import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { DIRECT_GIN } from './canvas-search';

/**
 * The words public canvases use (names, titles, about, schools, categories, brands, ...), for
 * correcting typos in browse keywords ('balayge' -> 'balayage', 'jnae' -> 'jane'). Filled by a
 * trigger on `canvases` (migration 0008), so every way a canvas is written keeps it current; words
 * are never removed: a stale word only offers a correction that matches nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** The word's letters in order ('jane' -> 'aejn'): swapped letters give the same key. */
    letters: text('letters').notNull(),
  },
  (table) => [
    index('search_words_letters_idx').on(table.letters),
    index('search_words_word_trgm_idx').using('gin', table.word.op('gin_trgm_ops')).with(DIRECT_GIN),
    index('search_words_word_prefix_idx').on(table.word.op('text_pattern_ops')),
  ],
);

-- Browse's typo lexicon (decision 009, migration 0008): the current definition of each of its
-- functions and triggers. Edit them here, then add a migration that holds this file (browse
-- README.md, "SQL functions and triggers"); sql/functions.test.ts fails while the migrated database
-- and this file disagree. Every statement is CREATE OR REPLACE, so the whole file can go into a
-- migration as it is.

-- A word's letters in order ('jane' -> 'aejn'): search_words.letters, so swapped letters find
-- the word.
CREATE OR REPLACE FUNCTION public.search_word_letters(word text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT string_agg(letter, '' ORDER BY letter COLLATE "C") FROM regexp_split_to_table(word, '') AS letter $$;
--> statement-breakpoint
-- Adds the words of public, not deleted canvases (name, title and the projection's search_text) to
-- search_words, the lexicon typos are corrected against (modules/browse/keyword.ts). A trigger on
-- canvases, so every writer of a canvas feeds it; words are never removed.
CREATE OR REPLACE FUNCTION public.canvases_collect_search_words() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO public.search_words (word, letters)
  SELECT words.word, public.search_word_letters(words.word)
  FROM (
    SELECT DISTINCT word
    FROM changed_canvases AS c
    CROSS JOIN LATERAL regexp_split_to_table(lower(c.search_name || ' ' || c.search_text), '[^[:alpha:]]+') AS word
    WHERE c.status = 'public' AND c.deleted_at IS NULL AND length(word) BETWEEN 3 AND 32
  ) AS words
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvases_search_words_on_insert AFTER INSERT ON "canvases"
REFERENCING NEW TABLE AS changed_canvases
FOR EACH STATEMENT EXECUTE FUNCTION public.canvases_collect_search_words();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvases_search_words_on_update AFTER UPDATE ON "canvases"
REFERENCING NEW TABLE AS changed_canvases
FOR EACH STATEMENT EXECUTE FUNCTION public.canvases_collect_search_words();

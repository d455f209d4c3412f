-- Browse's keyword bitmaps (decision 015, migration 0011): the current definition of each of its
-- functions and triggers. Edit them here, then add a migration that holds this file (browse
-- README.md, "SQL functions and triggers"); sql/functions.test.ts fails while the migrated database
-- and this file disagree. Every statement is CREATE OR REPLACE, so the whole file can go into a
-- migration as it is.

-- The words of a name or title, as the name bitmaps, the name words index and pg_trgm see them: the
-- runs of letters and digits of the lower-cased search_name.
CREATE OR REPLACE FUNCTION public.search_name_words(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}') FROM regexp_split_to_table(name, '[^[:alnum:]]+') AS word WHERE word <> '' $$;
--> statement-breakpoint
-- A canvas's bit in its block's bitmap: 16384 canvas ids a block, bit 0 the block's first id.
CREATE OR REPLACE FUNCTION public.canvas_search_bit(canvas_id integer) RETURNS bit varying
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT set_bit(B'0'::bit(16384)::bit varying, canvas_id & 16383, 1) $$;
--> statement-breakpoint
-- Keeps the keyword bitmaps: a deleted text row clears its canvas's bit in the bitmap of each of its
-- lexemes and name words (a bitmap left empty goes), an inserted one sets it. Writers take a
-- transaction-level advisory lock first, so two transactions never update the same bitmaps in
-- different orders (no deadlock) and a new bitmap is never inserted twice; a canvas write holds it
-- from its browse refresh to its commit.
CREATE OR REPLACE FUNCTION public.canvas_search_text_bits() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('canvas_search_bits'));
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE public.canvas_search_lexeme_bits AS b SET bits = b.bits & ~gone.bits
    FROM (
      SELECT lexeme_id, o.type, o.canvas_id >> 14 AS block, bit_or(public.canvas_search_bit(o.canvas_id)) AS bits
      FROM old_text AS o CROSS JOIN unnest(o.lexeme_ids) AS lexeme_id
      GROUP BY 1, 2, 3
    ) AS gone
    WHERE b.lexeme_id = gone.lexeme_id AND b.type = gone.type AND b.block = gone.block;
    DELETE FROM public.canvas_search_lexeme_bits AS b
    USING (SELECT DISTINCT lexeme_id, o.type, o.canvas_id >> 14 AS block
      FROM old_text AS o CROSS JOIN unnest(o.lexeme_ids) AS lexeme_id) AS gone
    WHERE b.lexeme_id = gone.lexeme_id AND b.type = gone.type AND b.block = gone.block
      AND position(B'1' IN b.bits) = 0;
    UPDATE public.canvas_search_name_bits AS b SET bits = b.bits & ~gone.bits
    FROM (
      SELECT word, o.type, o.canvas_id >> 14 AS block, bit_or(public.canvas_search_bit(o.canvas_id)) AS bits
      FROM old_text AS o CROSS JOIN unnest(public.search_name_words(o.search_name)) AS word
      GROUP BY 1, 2, 3
    ) AS gone
    WHERE b.word = gone.word AND b.type = gone.type AND b.block = gone.block;
    DELETE FROM public.canvas_search_name_bits AS b
    USING (SELECT DISTINCT word, o.type, o.canvas_id >> 14 AS block
      FROM old_text AS o CROSS JOIN unnest(public.search_name_words(o.search_name)) AS word) AS gone
    WHERE b.word = gone.word AND b.type = gone.type AND b.block = gone.block
      AND position(B'1' IN b.bits) = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO public.canvas_search_lexeme_bits AS b (lexeme_id, type, block, bits)
    SELECT lexeme_id, n.type, n.canvas_id >> 14, bit_or(public.canvas_search_bit(n.canvas_id))
    FROM new_text AS n CROSS JOIN unnest(n.lexeme_ids) AS lexeme_id
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (lexeme_id, type, block) DO UPDATE SET bits = b.bits | excluded.bits;
    INSERT INTO public.canvas_search_name_bits AS b (word, type, block, bits)
    SELECT word, n.type, n.canvas_id >> 14, bit_or(public.canvas_search_bit(n.canvas_id))
    FROM new_text AS n CROSS JOIN unnest(public.search_name_words(n.search_name)) AS word
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (word, type, block) DO UPDATE SET bits = b.bits | excluded.bits;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvas_search_text_bits_on_insert AFTER INSERT ON "canvas_search_text"
REFERENCING NEW TABLE AS new_text
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_search_text_bits();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvas_search_text_bits_on_update AFTER UPDATE ON "canvas_search_text"
REFERENCING OLD TABLE AS old_text NEW TABLE AS new_text
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_search_text_bits();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvas_search_text_bits_on_delete AFTER DELETE ON "canvas_search_text"
REFERENCING OLD TABLE AS old_text
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_search_text_bits();

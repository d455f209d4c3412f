CREATE TABLE "canvas_search_lexeme_bits" (
	"lexeme_id" integer NOT NULL,
	"type" text NOT NULL,
	"block" integer NOT NULL,
	"bits" bit varying NOT NULL,
	CONSTRAINT "canvas_search_lexeme_bits_lexeme_id_type_block_pk" PRIMARY KEY("lexeme_id","type","block")
);
--> statement-breakpoint
CREATE TABLE "canvas_search_name_bits" (
	"word" text NOT NULL,
	"type" text NOT NULL,
	"block" integer NOT NULL,
	"bits" bit varying NOT NULL,
	CONSTRAINT "canvas_search_name_bits_word_type_block_pk" PRIMARY KEY("word","type","block")
);
--> statement-breakpoint
DROP INDEX "canvas_search_text_name_trgm_idx";--> statement-breakpoint
-- Hand-edited: the column is filled from canvas_search before it becomes NOT NULL.
ALTER TABLE "canvas_search_places" ADD COLUMN "type" text;--> statement-breakpoint
UPDATE "canvas_search_places" AS p SET "type" = s."type" FROM "canvas_search" AS s WHERE s."canvas_id" = p."canvas_id";--> statement-breakpoint
ALTER TABLE "canvas_search_places" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
-- Hand-written below (decision 015). The words of a name or title, as the name bitmaps, the name
-- words index and pg_trgm see them: the runs of letters and digits of the lower-cased search_name.
CREATE FUNCTION public.search_name_words(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}') FROM regexp_split_to_table(name, '[^[:alnum:]]+') AS word WHERE word <> '' $$;
--> statement-breakpoint
-- A canvas's bit in its block's bitmap: 16384 canvas ids a block, bit 0 the block's first id.
CREATE FUNCTION public.canvas_search_bit(canvas_id integer) RETURNS bit varying
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT set_bit(B'0'::bit(16384)::bit varying, canvas_id & 16383, 1) $$;
--> statement-breakpoint
-- Keeps the keyword bitmaps: a deleted text row clears its canvas's bit in the bitmap of each of
-- its lexemes and name words (a bitmap left empty goes), an inserted one sets it. Writers take a
-- transaction-level advisory lock first, so two transactions never update the same bitmaps in
-- different orders (no deadlock) and a new bitmap is never inserted twice; a canvas write holds it
-- from its browse refresh to its commit.
CREATE FUNCTION public.canvas_search_text_bits() RETURNS trigger
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
INSERT INTO "canvas_search_lexeme_bits" (lexeme_id, type, block, bits)
SELECT lexeme_id, t.type, t.canvas_id >> 14, bit_or(public.canvas_search_bit(t.canvas_id))
FROM "canvas_search_text" AS t CROSS JOIN unnest(t.lexeme_ids) AS lexeme_id
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "canvas_search_name_bits" (word, type, block, bits)
SELECT word, t.type, t.canvas_id >> 14, bit_or(public.canvas_search_bit(t.canvas_id))
FROM "canvas_search_text" AS t CROSS JOIN unnest(public.search_name_words(t.search_name)) AS word
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE INDEX "canvas_search_name_bits_word_trgm_idx" ON "canvas_search_name_bits" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "canvas_search_text_name_words_idx" ON "canvas_search_text" USING gin (search_name_words("search_name"));--> statement-breakpoint
CREATE TRIGGER canvas_search_text_bits_on_insert AFTER INSERT ON "canvas_search_text"
REFERENCING NEW TABLE AS new_text
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_search_text_bits();
--> statement-breakpoint
CREATE TRIGGER canvas_search_text_bits_on_update AFTER UPDATE ON "canvas_search_text"
REFERENCING OLD TABLE AS old_text NEW TABLE AS new_text
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_search_text_bits();
--> statement-breakpoint
CREATE TRIGGER canvas_search_text_bits_on_delete AFTER DELETE ON "canvas_search_text"
REFERENCING OLD TABLE AS old_text
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_search_text_bits();
--> statement-breakpoint
-- The located addresses after the first of public canvases, with the canvas's type, for both
-- refresh functions below.
CREATE FUNCTION public.canvas_search_insert_other_places(canvas_ids integer[]) RETURNS void
LANGUAGE sql
AS $$
INSERT INTO public.canvas_search_places (canvas_id, position, type, place)
  SELECT l.canvas_id, l.position, s.type, ll_to_earth(l.latitude, l.longitude)
  FROM public.canvas_locations AS l
  JOIN public.canvas_search AS s ON s.canvas_id = l.canvas_id
  WHERE l.canvas_id = ANY (canvas_ids)
    AND l.position > (SELECT min(f.position) FROM public.canvas_locations AS f WHERE f.canvas_id = l.canvas_id);
$$;
--> statement-breakpoint
-- canvas_search_places now carries the canvas's type: the two functions that fill it, as in 0009
-- with the type added.
CREATE OR REPLACE FUNCTION public.canvas_search_refresh(canvas_ids integer[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM public.canvas_search WHERE canvas_id = ANY (canvas_ids);
  INSERT INTO public.canvas_search (canvas_id, type, updated_at, licensed, year_of_experience,
    average_ticket, visit_frequency, repeat_retention, retail_sales, graduation_date, category_ids,
    school_ids, program_ids, software_ids, place)
  SELECT c.id, c.type, c.updated_at, c.licensed, c.year_of_experience, c.average_ticket,
    c.visit_frequency, c.repeat_retention, c.retail_sales, c.graduation_date, c.category_ids,
    c.school_ids, c.program_ids, c.software_ids,
    (SELECT ll_to_earth(l.latitude, l.longitude) FROM public.canvas_locations AS l
      WHERE l.canvas_id = c.id ORDER BY l.position LIMIT 1)
  FROM public.canvases AS c
  WHERE c.id = ANY (canvas_ids) AND c.status = 'public' AND c.deleted_at IS NULL;
  INSERT INTO public.search_lexemes (lexeme)
  SELECT DISTINCT found.lexeme
  FROM public.canvases AS c
  CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english'::regconfig, c.search_text))) AS found(lexeme)
  WHERE c.id = ANY (canvas_ids) AND c.status = 'public' AND c.deleted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM public.search_lexemes AS l WHERE l.lexeme = found.lexeme)
  ORDER BY found.lexeme
  ON CONFLICT (lexeme) DO NOTHING;
  INSERT INTO public.canvas_search_text (canvas_id, type, updated_at, search_name, lexeme_ids)
  SELECT c.id, c.type, c.updated_at, c.search_name,
    ARRAY(SELECT l.id
      FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, c.search_text))) AS found(lexeme)
      JOIN public.search_lexemes AS l ON l.lexeme = found.lexeme
      ORDER BY l.id)
  FROM public.canvases AS c
  WHERE c.id = ANY (canvas_ids) AND c.status = 'public' AND c.deleted_at IS NULL;
  PERFORM public.canvas_search_insert_other_places(canvas_ids);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.canvas_search_refresh_places(canvas_ids integer[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE public.canvas_search AS s
  SET place = first.place
  FROM (
    SELECT c.canvas_id,
      (SELECT ll_to_earth(l.latitude, l.longitude) FROM public.canvas_locations AS l
        WHERE l.canvas_id = c.canvas_id ORDER BY l.position LIMIT 1) AS place
    FROM public.canvas_search AS c
    WHERE c.canvas_id = ANY (canvas_ids)
  ) AS first
  WHERE s.canvas_id = first.canvas_id AND s.place IS DISTINCT FROM first.place;
  DELETE FROM public.canvas_search_places WHERE canvas_id = ANY (canvas_ids);
  PERFORM public.canvas_search_insert_other_places(canvas_ids);
END
$$;
--> statement-breakpoint
ANALYZE "canvas_search_lexeme_bits";
--> statement-breakpoint
ANALYZE "canvas_search_name_bits";
--> statement-breakpoint
ANALYZE "canvas_search_places";
--> statement-breakpoint
ANALYZE "canvas_search_text";

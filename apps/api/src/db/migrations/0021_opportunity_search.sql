CREATE TABLE "opportunity_search" (
	"opportunity_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expire" date NOT NULL,
	"all_states" boolean NOT NULL,
	"category_ids" integer[] NOT NULL,
	"job_type_ids" integer[] NOT NULL,
	"payment_mode_ids" integer[] NOT NULL,
	"software_ids" integer[] NOT NULL,
	"brand_ids" integer[] NOT NULL,
	"place" "cube",
	"cell" integer GENERATED ALWAYS AS (canvas_search_cell(place)) STORED
);
--> statement-breakpoint
CREATE TABLE "opportunity_search_facet_bits" (
	"facet" text NOT NULL,
	"value" integer NOT NULL,
	"type" text NOT NULL,
	"block" integer NOT NULL,
	"bits" bit varying NOT NULL,
	CONSTRAINT "opportunity_search_facet_bits_facet_value_type_block_pk" PRIMARY KEY("facet","value","type","block")
);
--> statement-breakpoint
CREATE TABLE "opportunity_search_lexeme_bits" (
	"lexeme_id" integer NOT NULL,
	"type" text NOT NULL,
	"block" integer NOT NULL,
	"bits" bit varying NOT NULL,
	CONSTRAINT "opportunity_search_lexeme_bits_lexeme_id_type_block_pk" PRIMARY KEY("lexeme_id","type","block")
);
--> statement-breakpoint
CREATE TABLE "opportunity_search_name_bits" (
	"word" text NOT NULL,
	"type" text NOT NULL,
	"block" integer NOT NULL,
	"bits" bit varying NOT NULL,
	CONSTRAINT "opportunity_search_name_bits_word_type_block_pk" PRIMARY KEY("word","type","block")
);
--> statement-breakpoint
CREATE TABLE "opportunity_search_text" (
	"opportunity_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_name" text NOT NULL,
	"lexeme_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"letters" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunity_search" ADD CONSTRAINT "opportunity_search_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_search_text" ADD CONSTRAINT "opportunity_search_text_opportunity_id_opportunity_search_opportunity_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunity_search"("opportunity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_search_type_idx" ON "opportunity_search" USING btree ("type");--> statement-breakpoint
CREATE INDEX "opportunity_search_recent_idx" ON "opportunity_search" USING btree ("created_at" DESC NULLS LAST,"opportunity_id" DESC NULLS LAST,"type");--> statement-breakpoint
CREATE INDEX "opportunity_search_cell_idx" ON "opportunity_search" USING btree ("cell") INCLUDE ("type",
  "opportunity_id", "created_at", "place");--> statement-breakpoint
CREATE INDEX "opportunity_search_national_idx" ON "opportunity_search" USING btree ("created_at" DESC NULLS LAST,"opportunity_id" DESC NULLS LAST,"type") WHERE "opportunity_search"."all_states";--> statement-breakpoint
CREATE INDEX "opportunity_search_expire_idx" ON "opportunity_search" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "opportunity_search_category_ids_idx" ON "opportunity_search" USING gin ("category_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "opportunity_search_job_type_ids_idx" ON "opportunity_search" USING gin ("job_type_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "opportunity_search_payment_mode_ids_idx" ON "opportunity_search" USING gin ("payment_mode_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "opportunity_search_software_ids_idx" ON "opportunity_search" USING gin ("software_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "opportunity_search_brand_ids_idx" ON "opportunity_search" USING gin ("brand_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "opportunity_search_name_bits_word_trgm_idx" ON "opportunity_search_name_bits" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "opportunity_search_text_recent_idx" ON "opportunity_search_text" USING btree ("created_at" DESC NULLS LAST,"opportunity_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_search_text_lexeme_ids_idx" ON "opportunity_search_text" USING gin ("lexeme_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "opportunity_search_text_name_words_idx" ON "opportunity_search_text" USING gin (search_name_words("search_name")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "opportunity_search_words_letters_idx" ON "opportunity_search_words" USING btree ("letters");--> statement-breakpoint
CREATE INDEX "opportunity_search_words_word_trgm_idx" ON "opportunity_search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "opportunity_search_words_word_prefix_idx" ON "opportunity_search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- Opportunity search's tables (decision 025, migration 0021): the current definition of each of its
-- functions and triggers. Edit them here, then add a migration that holds this file (browse
-- README.md, "SQL functions and triggers"); browse's sql/functions.test.ts fails while the migrated
-- database and this file disagree. Every statement is CREATE OR REPLACE.

-- The option ids of a list of option references ([{optionId, name}, ...]): the catalogue entries
-- a free tag or a picked option names; references without an id are found by keyword only.
CREATE OR REPLACE FUNCTION public.opportunity_search_option_ids(refs jsonb) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT (ref->>'optionId')::integer ORDER BY (ref->>'optionId')::integer), '{}')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(refs) = 'array' THEN refs ELSE '[]'::jsonb END) AS ref
  WHERE jsonb_typeof(ref->'optionId') = 'number'
$$;
--> statement-breakpoint
-- The names of a list of option references, space-separated, for the full text.
CREATE OR REPLACE FUNCTION public.opportunity_search_names(refs jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(ref->>'name', ' '), '')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(refs) = 'array' THEN refs ELSE '[]'::jsonb END) AS ref
$$;
--> statement-breakpoint
-- What the search tables hold of the given opportunities that are findable: public, their expire
-- day not past, their canvas live. The place is the point of the canvas location the opportunity
-- names (none when national: every radius holds it); the name is the job title and the canvas's
-- name; the text adds the category, job type, payment structure, brands, software, tag line,
-- about and the description without its tags.
CREATE OR REPLACE FUNCTION public.opportunity_search_source(opportunity_ids integer[])
RETURNS TABLE (id integer, type text, created_at timestamp with time zone, expire date, all_states boolean,
  category_ids integer[], job_type_ids integer[], payment_mode_ids integer[], software_ids integer[],
  brand_ids integer[], place cube, search_name text, search_text text)
LANGUAGE sql STABLE
AS $$
  SELECT o.id, CASE WHEN o.competition THEN 'contest' ELSE 'job' END, o.created_at, o.expire,
    o.valid_for_all_state,
    public.opportunity_search_option_ids(jsonb_build_array(o.job_category)),
    public.opportunity_search_option_ids(jsonb_build_array(o.job_type)),
    public.opportunity_search_option_ids(jsonb_build_array(o.additional->'paymentStructure')),
    public.opportunity_search_option_ids(o.additional->'softwares'),
    public.opportunity_search_option_ids(o.additional->'retailBrands'),
    CASE WHEN o.valid_for_all_state THEN NULL ELSE (
      SELECT ll_to_earth((l->'coordinates'->>1)::float8, (l->'coordinates'->>0)::float8)
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.detail->'locations') = 'array'
        THEN c.detail->'locations' ELSE '[]'::jsonb END) AS l
      WHERE l->>'uuid' = o.location_uuid AND jsonb_typeof(l->'coordinates') = 'array'
      LIMIT 1) END,
    lower(concat_ws(' ', o.job_title->>'name', c.introduction->>'name')),
    concat_ws(' ', o.job_title->>'name', o.job_category->>'name', o.job_type->>'name',
      o.additional->'paymentStructure'->>'name', public.opportunity_search_names(o.additional->'retailBrands'),
      public.opportunity_search_names(o.additional->'softwares'), o.additional->>'tagLine',
      o.additional->>'about', regexp_replace(o.editor, '<[^>]*>', ' ', 'g'), c.introduction->>'name')
  FROM public.opportunities AS o
  JOIN public.canvases AS c ON c.id = o.canvas_id
  WHERE o.id = ANY (opportunity_ids) AND o.status = 'public' AND o.expire >= current_date
    AND c.deleted_at IS NULL
$$;
--> statement-breakpoint
-- Rewrites the search rows of the given opportunities: opportunity_search, opportunity_search_text
-- (the English lexemes as ids in search_lexemes, which gets a number for each new lexeme) and the
-- words typos are corrected against. One that is not findable gets no row; deleting the
-- opportunity_search row removes its text row through the foreign key.
CREATE OR REPLACE FUNCTION public.opportunity_search_refresh(opportunity_ids integer[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM public.opportunity_search WHERE opportunity_id = ANY (opportunity_ids);
  INSERT INTO public.opportunity_search (opportunity_id, type, created_at, expire, all_states, category_ids,
    job_type_ids, payment_mode_ids, software_ids, brand_ids, place)
  SELECT s.id, s.type, s.created_at, s.expire, s.all_states, s.category_ids, s.job_type_ids,
    s.payment_mode_ids, s.software_ids, s.brand_ids, s.place
  FROM public.opportunity_search_source(opportunity_ids) AS s;
  INSERT INTO public.search_lexemes (lexeme)
  SELECT DISTINCT found.lexeme
  FROM public.opportunity_search_source(opportunity_ids) AS s
  CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english'::regconfig, s.search_text))) AS found(lexeme)
  WHERE NOT EXISTS (SELECT 1 FROM public.search_lexemes AS l WHERE l.lexeme = found.lexeme)
  ORDER BY found.lexeme
  ON CONFLICT (lexeme) DO NOTHING;
  INSERT INTO public.opportunity_search_text (opportunity_id, type, created_at, search_name, lexeme_ids)
  SELECT s.id, s.type, s.created_at, s.search_name,
    ARRAY(SELECT l.id
      FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, s.search_text))) AS found(lexeme)
      JOIN public.search_lexemes AS l ON l.lexeme = found.lexeme
      ORDER BY l.id)
  FROM public.opportunity_search_source(opportunity_ids) AS s;
  INSERT INTO public.opportunity_search_words (word, letters)
  SELECT words.word, public.search_word_letters(words.word)
  FROM (
    SELECT DISTINCT word
    FROM public.opportunity_search_source(opportunity_ids) AS s
    CROSS JOIN LATERAL regexp_split_to_table(lower(s.search_name || ' ' || s.search_text), '[^[:alpha:]]+') AS word
    WHERE length(word) BETWEEN 3 AND 32
  ) AS words
  ON CONFLICT (word) DO NOTHING;
END
$$;
--> statement-breakpoint
-- Inserted opportunities, and updated ones whose status, expiry or searched fields changed (a
-- change of, say, the media leaves the search rows as they are). Deleted ones lose their rows
-- through the foreign keys.
CREATE OR REPLACE FUNCTION public.opportunities_refresh_opportunity_search() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.opportunity_search_refresh(ARRAY(
      SELECT n.id FROM new_opportunities AS n WHERE n.status = 'public'));
  ELSE
    PERFORM public.opportunity_search_refresh(ARRAY(
      SELECT n.id FROM new_opportunities AS n JOIN old_opportunities AS o ON o.id = n.id
      WHERE (n.status, n.expire, n.canvas_id, n.created_at, n.competition, n.valid_for_all_state,
          n.location_uuid, n.job_title, n.job_type, n.job_category, n.editor, n.additional)
        IS DISTINCT FROM (o.status, o.expire, o.canvas_id, o.created_at, o.competition,
          o.valid_for_all_state, o.location_uuid, o.job_title, o.job_type, o.job_category, o.editor,
          o.additional)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER opportunities_opportunity_search_on_insert AFTER INSERT ON "opportunities"
REFERENCING NEW TABLE AS new_opportunities
FOR EACH STATEMENT EXECUTE FUNCTION public.opportunities_refresh_opportunity_search();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER opportunities_opportunity_search_on_update AFTER UPDATE ON "opportunities"
REFERENCING OLD TABLE AS old_opportunities NEW TABLE AS new_opportunities
FOR EACH STATEMENT EXECUTE FUNCTION public.opportunities_refresh_opportunity_search();
--> statement-breakpoint
-- Canvases whose name, locations or deletion changed: their public opportunities' rows (the name
-- is searched, a location gives the place, a deleted canvas's opportunities are not found).
CREATE OR REPLACE FUNCTION public.canvases_refresh_opportunity_search() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM public.opportunity_search_refresh(ARRAY(
    SELECT o.id FROM public.opportunities AS o
    WHERE o.status = 'public' AND o.canvas_id = ANY (ARRAY(
      SELECT n.id FROM new_canvases AS n JOIN old_canvases AS p ON p.id = n.id
      WHERE (n.deleted_at, n.introduction->>'name', n.detail->'locations')
        IS DISTINCT FROM (p.deleted_at, p.introduction->>'name', p.detail->'locations')))));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvases_opportunity_search_on_update AFTER UPDATE ON "canvases"
REFERENCING OLD TABLE AS old_canvases NEW TABLE AS new_canvases
FOR EACH STATEMENT EXECUTE FUNCTION public.canvases_refresh_opportunity_search();
--> statement-breakpoint
-- Opportunity search's keyword and filter bitmaps (decisions 015, 016, 025; migration 0021): the
-- current definition of each of its functions and triggers, shaped like browse's (modules/browse/sql)
-- and reusing its canvas_search_bit() and search_name_words(). They take their own advisory lock
-- (opportunity_search_bits), so canvas and opportunity writes never wait on each other.

-- The filter values of an opportunity_search row, as the facet bitmaps hold them: every row is in
-- 'all'; national ones in 'national' (1); each listed id is a value of its facet.
CREATE OR REPLACE FUNCTION public.opportunity_search_facets(all_states boolean, category_ids integer[],
  job_type_ids integer[], payment_mode_ids integer[], software_ids integer[], brand_ids integer[])
RETURNS TABLE (facet text, value integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT 'all', 0
  UNION ALL SELECT 'national', 1 WHERE all_states
  UNION ALL SELECT 'category', id FROM unnest(category_ids) AS id
  UNION ALL SELECT 'job_type', id FROM unnest(job_type_ids) AS id
  UNION ALL SELECT 'payment_mode', id FROM unnest(payment_mode_ids) AS id
  UNION ALL SELECT 'software', id FROM unnest(software_ids) AS id
  UNION ALL SELECT 'brand', id FROM unnest(brand_ids) AS id
$$;
--> statement-breakpoint
-- Keeps the facet bitmaps: a deleted row clears its bit in each of its values' bitmaps (a bitmap
-- left empty goes), an inserted one sets it.
CREATE OR REPLACE FUNCTION public.opportunity_search_facet_bits_refresh() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('opportunity_search_bits'));
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE public.opportunity_search_facet_bits AS b SET bits = b.bits & ~gone.bits
    FROM (
      SELECT f.facet, f.value, o.type, o.opportunity_id >> 14 AS block,
        bit_or(public.canvas_search_bit(o.opportunity_id)) AS bits
      FROM old_rows AS o
      CROSS JOIN public.opportunity_search_facets(o.all_states, o.category_ids, o.job_type_ids,
        o.payment_mode_ids, o.software_ids, o.brand_ids) AS f
      GROUP BY 1, 2, 3, 4
    ) AS gone
    WHERE b.facet = gone.facet AND b.value = gone.value AND b.type = gone.type AND b.block = gone.block;
    DELETE FROM public.opportunity_search_facet_bits AS b
    USING (SELECT DISTINCT f.facet, f.value, o.type, o.opportunity_id >> 14 AS block
      FROM old_rows AS o
      CROSS JOIN public.opportunity_search_facets(o.all_states, o.category_ids, o.job_type_ids,
        o.payment_mode_ids, o.software_ids, o.brand_ids) AS f
    ) AS gone
    WHERE b.facet = gone.facet AND b.value = gone.value AND b.type = gone.type AND b.block = gone.block
      AND position(B'1' IN b.bits) = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO public.opportunity_search_facet_bits AS b (facet, value, type, block, bits)
    SELECT f.facet, f.value, n.type, n.opportunity_id >> 14, bit_or(public.canvas_search_bit(n.opportunity_id))
    FROM new_rows AS n
    CROSS JOIN public.opportunity_search_facets(n.all_states, n.category_ids, n.job_type_ids,
      n.payment_mode_ids, n.software_ids, n.brand_ids) AS f
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (facet, value, type, block) DO UPDATE SET bits = b.bits | excluded.bits;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER opportunity_search_facet_bits_on_insert AFTER INSERT ON "opportunity_search"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION public.opportunity_search_facet_bits_refresh();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER opportunity_search_facet_bits_on_update AFTER UPDATE ON "opportunity_search"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION public.opportunity_search_facet_bits_refresh();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER opportunity_search_facet_bits_on_delete AFTER DELETE ON "opportunity_search"
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION public.opportunity_search_facet_bits_refresh();
--> statement-breakpoint
-- Keeps the keyword bitmaps of the lexemes and name words, as canvas_search_text_bits does.
CREATE OR REPLACE FUNCTION public.opportunity_search_text_bits() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('opportunity_search_bits'));
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE public.opportunity_search_lexeme_bits AS b SET bits = b.bits & ~gone.bits
    FROM (
      SELECT lexeme_id, o.type, o.opportunity_id >> 14 AS block,
        bit_or(public.canvas_search_bit(o.opportunity_id)) AS bits
      FROM old_text AS o CROSS JOIN unnest(o.lexeme_ids) AS lexeme_id
      GROUP BY 1, 2, 3
    ) AS gone
    WHERE b.lexeme_id = gone.lexeme_id AND b.type = gone.type AND b.block = gone.block;
    DELETE FROM public.opportunity_search_lexeme_bits AS b
    USING (SELECT DISTINCT lexeme_id, o.type, o.opportunity_id >> 14 AS block
      FROM old_text AS o CROSS JOIN unnest(o.lexeme_ids) AS lexeme_id) AS gone
    WHERE b.lexeme_id = gone.lexeme_id AND b.type = gone.type AND b.block = gone.block
      AND position(B'1' IN b.bits) = 0;
    UPDATE public.opportunity_search_name_bits AS b SET bits = b.bits & ~gone.bits
    FROM (
      SELECT word, o.type, o.opportunity_id >> 14 AS block,
        bit_or(public.canvas_search_bit(o.opportunity_id)) AS bits
      FROM old_text AS o CROSS JOIN unnest(public.search_name_words(o.search_name)) AS word
      GROUP BY 1, 2, 3
    ) AS gone
    WHERE b.word = gone.word AND b.type = gone.type AND b.block = gone.block;
    DELETE FROM public.opportunity_search_name_bits AS b
    USING (SELECT DISTINCT word, o.type, o.opportunity_id >> 14 AS block
      FROM old_text AS o CROSS JOIN unnest(public.search_name_words(o.search_name)) AS word) AS gone
    WHERE b.word = gone.word AND b.type = gone.type AND b.block = gone.block
      AND position(B'1' IN b.bits) = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO public.opportunity_search_lexeme_bits AS b (lexeme_id, type, block, bits)
    SELECT lexeme_id, n.type, n.opportunity_id >> 14, bit_or(public.canvas_search_bit(n.opportunity_id))
    FROM new_text AS n CROSS JOIN unnest(n.lexeme_ids) AS lexeme_id
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (lexeme_id, type, block) DO UPDATE SET bits = b.bits | excluded.bits;
    INSERT INTO public.opportunity_search_name_bits AS b (word, type, block, bits)
    SELECT word, n.type, n.opportunity_id >> 14, bit_or(public.canvas_search_bit(n.opportunity_id))
    FROM new_text AS n CROSS JOIN unnest(public.search_name_words(n.search_name)) AS word
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (word, type, block) DO UPDATE SET bits = b.bits | excluded.bits;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER opportunity_search_text_bits_on_insert AFTER INSERT ON "opportunity_search_text"
REFERENCING NEW TABLE AS new_text
FOR EACH STATEMENT EXECUTE FUNCTION public.opportunity_search_text_bits();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER opportunity_search_text_bits_on_update AFTER UPDATE ON "opportunity_search_text"
REFERENCING OLD TABLE AS old_text NEW TABLE AS new_text
FOR EACH STATEMENT EXECUTE FUNCTION public.opportunity_search_text_bits();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER opportunity_search_text_bits_on_delete AFTER DELETE ON "opportunity_search_text"
REFERENCING OLD TABLE AS old_text
FOR EACH STATEMENT EXECUTE FUNCTION public.opportunity_search_text_bits();
--> statement-breakpoint
SELECT public.opportunity_search_refresh(ARRAY(SELECT id FROM public.opportunities WHERE status = 'public'));
--> statement-breakpoint
ANALYZE "opportunity_search";
--> statement-breakpoint
ANALYZE "opportunity_search_text";

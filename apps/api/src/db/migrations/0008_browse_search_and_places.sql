CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"letters" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"state_short" text NOT NULL,
	"zip_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_letters_idx" ON "search_words" USING btree ("letters");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "places_city_key_prefix_idx" ON "places" USING btree ("search_key" text_pattern_ops,"rank" DESC NULLS LAST) WHERE "places"."kind" = 'city';--> statement-breakpoint
CREATE INDEX "places_city_key_trgm_idx" ON "places" USING gin ("search_key" gin_trgm_ops) WHERE "places"."kind" = 'city';--> statement-breakpoint
CREATE INDEX "places_zip_code_prefix_idx" ON "places" USING btree ("zip_code" text_pattern_ops) WHERE "places"."kind" = 'zip';--> statement-breakpoint
CREATE INDEX "canvases_browse_recent_idx" ON "canvases" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type","licensed","year_of_experience","average_ticket","visit_frequency","repeat_retention","retail_sales","graduation_date","category_ids","school_ids","program_ids","software_ids") WHERE "canvases"."status" = 'public' and "canvases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "canvases_browse_by_id_idx" ON "canvases" USING btree ("id","updated_at","type","licensed","year_of_experience","average_ticket","visit_frequency","repeat_retention","retail_sales","graduation_date","category_ids","school_ids","program_ids","software_ids") WHERE "canvases"."status" = 'public' and "canvases"."deleted_at" is null;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions or triggers): the search_words lexicon
-- behind typo-tolerant browse keywords (modules/browse/keyword.ts), kept current by a trigger on
-- canvases so every writer of a canvas feeds it. Only public, not deleted canvases contribute.
CREATE FUNCTION public.search_word_letters(word text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT string_agg(letter, '' ORDER BY letter COLLATE "C") FROM regexp_split_to_table(word, '') AS letter $$;
--> statement-breakpoint
CREATE FUNCTION public.canvases_collect_search_words() RETURNS trigger
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
CREATE TRIGGER canvases_search_words_on_insert AFTER INSERT ON "canvases"
REFERENCING NEW TABLE AS changed_canvases
FOR EACH STATEMENT EXECUTE FUNCTION public.canvases_collect_search_words();
--> statement-breakpoint
CREATE TRIGGER canvases_search_words_on_update AFTER UPDATE ON "canvases"
REFERENCING NEW TABLE AS changed_canvases
FOR EACH STATEMENT EXECUTE FUNCTION public.canvases_collect_search_words();
--> statement-breakpoint
INSERT INTO "search_words" ("word", "letters")
SELECT words.word, public.search_word_letters(words.word)
FROM (
  SELECT DISTINCT word
  FROM "canvases" AS c
  CROSS JOIN LATERAL regexp_split_to_table(lower(c.search_name || ' ' || c.search_text), '[^[:alpha:]]+') AS word
  WHERE c.status = 'public' AND c.deleted_at IS NULL AND length(word) BETWEEN 3 AND 32
) AS words
ON CONFLICT ("word") DO NOTHING;

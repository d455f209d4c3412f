CREATE TABLE "canvas_search" (
	"canvas_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"licensed" boolean NOT NULL,
	"year_of_experience" integer,
	"average_ticket" real,
	"visit_frequency" real,
	"repeat_retention" real,
	"retail_sales" real,
	"graduation_date" date,
	"category_ids" integer[] NOT NULL,
	"school_ids" integer[] NOT NULL,
	"program_ids" integer[] NOT NULL,
	"software_ids" integer[] NOT NULL,
	"place" "cube"
);
--> statement-breakpoint
CREATE TABLE "canvas_search_places" (
	"canvas_id" integer NOT NULL,
	"position" integer NOT NULL,
	"place" "cube" NOT NULL,
	CONSTRAINT "canvas_search_places_canvas_id_position_pk" PRIMARY KEY("canvas_id","position")
);
--> statement-breakpoint
CREATE TABLE "canvas_search_text" (
	"canvas_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"search_name" text NOT NULL,
	"lexeme_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexemes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_lexemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lexeme" text NOT NULL,
	CONSTRAINT "search_lexemes_lexeme_key" UNIQUE("lexeme")
);
--> statement-breakpoint
DROP INDEX "canvas_locations_earth_idx";--> statement-breakpoint
DROP INDEX "canvases_browse_by_id_idx";--> statement-breakpoint
DROP INDEX "canvases_search_vector_idx";--> statement-breakpoint
DROP INDEX "canvases_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "canvases_category_ids_idx";--> statement-breakpoint
DROP INDEX "canvases_school_ids_idx";--> statement-breakpoint
DROP INDEX "canvases_program_ids_idx";--> statement-breakpoint
DROP INDEX "canvases_software_ids_idx";--> statement-breakpoint
DROP INDEX "canvases_browse_recent_idx";--> statement-breakpoint
ALTER TABLE "canvas_search" ADD CONSTRAINT "canvas_search_canvas_id_canvases_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvas_search_places" ADD CONSTRAINT "canvas_search_places_canvas_id_canvas_search_canvas_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvas_search"("canvas_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canvas_search_text" ADD CONSTRAINT "canvas_search_text_canvas_id_canvas_search_canvas_id_fk" FOREIGN KEY ("canvas_id") REFERENCES "public"."canvas_search"("canvas_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canvases_browse_recent_idx" ON "canvases" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "canvases"."status" = 'public' and "canvases"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "canvases" DROP COLUMN "search_vector";
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions or triggers): canvas_search,
-- canvas_search_text and canvas_search_places hold one narrow copy of each public, not deleted
-- canvas for browse (decision 012). Triggers on canvases and canvas_locations keep them current, so
-- every writer (save, publish, unpublish, delete, purge, seed, generator) keeps them right without
-- calling browse code. Deleting a canvas removes its rows through the foreign keys. Lexemes of
-- the text get a number in search_lexemes the first time a public canvas uses them.
CREATE FUNCTION public.canvas_search_refresh(canvas_ids integer[]) RETURNS void
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
  INSERT INTO public.canvas_search_places (canvas_id, position, place)
  SELECT l.canvas_id, l.position, ll_to_earth(l.latitude, l.longitude)
  FROM public.canvas_locations AS l
  JOIN public.canvas_search AS s ON s.canvas_id = l.canvas_id
  WHERE l.canvas_id = ANY (canvas_ids)
    AND l.position > (SELECT min(f.position) FROM public.canvas_locations AS f WHERE f.canvas_id = l.canvas_id);
END
$$;
--> statement-breakpoint
-- The places of canvases whose locations changed: the first in canvas_search.place, the others in
-- canvas_search_places. Canvases without a canvas_search row (not public) are left alone.
CREATE FUNCTION public.canvas_search_refresh_places(canvas_ids integer[]) RETURNS void
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
  INSERT INTO public.canvas_search_places (canvas_id, position, place)
  SELECT l.canvas_id, l.position, ll_to_earth(l.latitude, l.longitude)
  FROM public.canvas_locations AS l
  JOIN public.canvas_search AS s ON s.canvas_id = l.canvas_id
  WHERE l.canvas_id = ANY (canvas_ids)
    AND l.position > (SELECT min(f.position) FROM public.canvas_locations AS f WHERE f.canvas_id = l.canvas_id);
END
$$;
--> statement-breakpoint
-- Inserted canvases, and updated ones whose status, deletion or projection changed (an update that
-- only touches, say, the media leaves browse's copy as it is).
CREATE FUNCTION public.canvases_refresh_canvas_search() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.canvas_search_refresh(ARRAY(
      SELECT n.id FROM new_canvases AS n WHERE n.status = 'public' AND n.deleted_at IS NULL));
  ELSE
    PERFORM public.canvas_search_refresh(ARRAY(
      SELECT n.id FROM new_canvases AS n JOIN old_canvases AS o ON o.id = n.id
      WHERE (n.status, n.deleted_at, n.type, n.updated_at, n.licensed, n.year_of_experience,
          n.average_ticket, n.visit_frequency, n.repeat_retention, n.retail_sales, n.graduation_date,
          n.category_ids, n.school_ids, n.program_ids, n.software_ids, n.search_name, n.search_text)
        IS DISTINCT FROM (o.status, o.deleted_at, o.type, o.updated_at, o.licensed,
          o.year_of_experience, o.average_ticket, o.visit_frequency, o.repeat_retention,
          o.retail_sales, o.graduation_date, o.category_ids, o.school_ids, o.program_ids,
          o.software_ids, o.search_name, o.search_text)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER canvases_canvas_search_on_insert AFTER INSERT ON "canvases"
REFERENCING NEW TABLE AS new_canvases
FOR EACH STATEMENT EXECUTE FUNCTION public.canvases_refresh_canvas_search();
--> statement-breakpoint
CREATE TRIGGER canvases_canvas_search_on_update AFTER UPDATE ON "canvases"
REFERENCING OLD TABLE AS old_canvases NEW TABLE AS new_canvases
FOR EACH STATEMENT EXECUTE FUNCTION public.canvases_refresh_canvas_search();
--> statement-breakpoint
CREATE FUNCTION public.canvas_locations_refresh_canvas_search() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.canvas_search_refresh_places(ARRAY(SELECT DISTINCT canvas_id FROM new_locations));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.canvas_search_refresh_places(ARRAY(SELECT DISTINCT canvas_id FROM old_locations));
  ELSE
    PERFORM public.canvas_search_refresh_places(ARRAY(
      SELECT canvas_id FROM new_locations UNION SELECT canvas_id FROM old_locations));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER canvas_locations_canvas_search_on_insert AFTER INSERT ON "canvas_locations"
REFERENCING NEW TABLE AS new_locations
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_locations_refresh_canvas_search();
--> statement-breakpoint
CREATE TRIGGER canvas_locations_canvas_search_on_update AFTER UPDATE ON "canvas_locations"
REFERENCING OLD TABLE AS old_locations NEW TABLE AS new_locations
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_locations_refresh_canvas_search();
--> statement-breakpoint
CREATE TRIGGER canvas_locations_canvas_search_on_delete AFTER DELETE ON "canvas_locations"
REFERENCING OLD TABLE AS old_locations
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_locations_refresh_canvas_search();
--> statement-breakpoint
SELECT public.canvas_search_refresh(ARRAY(
  SELECT id FROM public.canvases WHERE status = 'public' AND deleted_at IS NULL));
--> statement-breakpoint
-- The indexes come after the backfill: building them over the copied rows is faster and gives
-- compact indexes.
CREATE INDEX "canvas_search_type_idx" ON "canvas_search" USING btree ("type");--> statement-breakpoint
CREATE INDEX "canvas_search_recent_idx" ON "canvas_search" USING btree ("updated_at" DESC NULLS LAST,"canvas_id" DESC NULLS LAST,"type");--> statement-breakpoint
CREATE INDEX "canvas_search_place_idx" ON "canvas_search" USING gist ("place") INCLUDE ("type", "updated_at", "canvas_id");--> statement-breakpoint
CREATE INDEX "canvas_search_category_ids_idx" ON "canvas_search" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "canvas_search_school_ids_idx" ON "canvas_search" USING gin ("school_ids");--> statement-breakpoint
CREATE INDEX "canvas_search_program_ids_idx" ON "canvas_search" USING gin ("program_ids");--> statement-breakpoint
CREATE INDEX "canvas_search_software_ids_idx" ON "canvas_search" USING gin ("software_ids");--> statement-breakpoint
CREATE INDEX "canvas_search_experience_idx" ON "canvas_search" USING btree ("year_of_experience","type","licensed","average_ticket","visit_frequency","repeat_retention","retail_sales","graduation_date") WHERE "canvas_search"."year_of_experience" is not null;--> statement-breakpoint
CREATE INDEX "canvas_search_average_ticket_idx" ON "canvas_search" USING btree ("average_ticket","type","licensed","year_of_experience","visit_frequency","repeat_retention","retail_sales","graduation_date") WHERE "canvas_search"."average_ticket" is not null;--> statement-breakpoint
CREATE INDEX "canvas_search_visit_frequency_idx" ON "canvas_search" USING btree ("visit_frequency","type","licensed","year_of_experience","average_ticket","repeat_retention","retail_sales","graduation_date") WHERE "canvas_search"."visit_frequency" is not null;--> statement-breakpoint
CREATE INDEX "canvas_search_repeat_retention_idx" ON "canvas_search" USING btree ("repeat_retention","type","licensed","year_of_experience","average_ticket","visit_frequency","retail_sales","graduation_date") WHERE "canvas_search"."repeat_retention" is not null;--> statement-breakpoint
CREATE INDEX "canvas_search_retail_sales_idx" ON "canvas_search" USING btree ("retail_sales","type","licensed","year_of_experience","average_ticket","visit_frequency","repeat_retention","graduation_date") WHERE "canvas_search"."retail_sales" is not null;--> statement-breakpoint
CREATE INDEX "canvas_search_graduation_date_idx" ON "canvas_search" USING btree ("graduation_date","type","licensed","year_of_experience","average_ticket","visit_frequency","repeat_retention","retail_sales") WHERE "canvas_search"."graduation_date" is not null;--> statement-breakpoint
CREATE INDEX "canvas_search_places_place_idx" ON "canvas_search_places" USING gist ("place");--> statement-breakpoint
CREATE INDEX "canvas_search_text_lexeme_ids_idx" ON "canvas_search_text" USING gin ("lexeme_ids");--> statement-breakpoint
CREATE INDEX "canvas_search_text_name_trgm_idx" ON "canvas_search_text" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
-- The planner needs no statistics on search_name: with them, planning each name match (%>)
-- computes word similarity against a few hundred sampled names.
ALTER TABLE "canvas_search_text" ALTER COLUMN "search_name" SET STATISTICS 0;
--> statement-breakpoint
ANALYZE "canvas_search";
--> statement-breakpoint
ANALYZE "canvas_search_text";
--> statement-breakpoint
ANALYZE "canvas_search_places";
--> statement-breakpoint
ANALYZE "search_lexemes";

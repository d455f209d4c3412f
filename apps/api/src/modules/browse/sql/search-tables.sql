-- Browse's search tables (decision 012, migrations 0009 and 0011): the current definition of each
-- of its functions and triggers. Edit them here, then add a migration that holds this file (browse
-- README.md, "SQL functions and triggers"); sql/functions.test.ts fails while the migrated database
-- and this file disagree. Every statement is CREATE OR REPLACE, so the whole file can go into a
-- migration as it is.

-- The located addresses after the first of public canvases, with the canvas's type, for both
-- refresh functions below.
CREATE OR REPLACE FUNCTION public.canvas_search_insert_other_places(canvas_ids integer[]) RETURNS void
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
-- Rewrites the browse rows of the given canvases: canvas_search (with the first located address as
-- an ll_to_earth point), canvas_search_text (the English lexemes of search_text as ids in
-- search_lexemes, which gets a number for each new lexeme) and canvas_search_places. A canvas that
-- is not public or is deleted gets no row. Deleting the canvas_search row removes the others through
-- the foreign keys.
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
-- The places of canvases whose locations changed: the first in canvas_search.place, the others in
-- canvas_search_places. Canvases without a canvas_search row (not public) are left alone.
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
-- Inserted canvases, and updated ones whose status, deletion or projection changed (an update that
-- only touches, say, the media leaves browse's copy as it is). A new filter column of canvases is
-- added to the row comparison here and to canvas_search_refresh.
CREATE OR REPLACE FUNCTION public.canvases_refresh_canvas_search() RETURNS trigger
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
CREATE OR REPLACE TRIGGER canvases_canvas_search_on_insert AFTER INSERT ON "canvases"
REFERENCING NEW TABLE AS new_canvases
FOR EACH STATEMENT EXECUTE FUNCTION public.canvases_refresh_canvas_search();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvases_canvas_search_on_update AFTER UPDATE ON "canvases"
REFERENCING OLD TABLE AS old_canvases NEW TABLE AS new_canvases
FOR EACH STATEMENT EXECUTE FUNCTION public.canvases_refresh_canvas_search();
--> statement-breakpoint
-- Inserted, updated and deleted locations: their canvases' places.
CREATE OR REPLACE FUNCTION public.canvas_locations_refresh_canvas_search() RETURNS trigger
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
CREATE OR REPLACE TRIGGER canvas_locations_canvas_search_on_insert AFTER INSERT ON "canvas_locations"
REFERENCING NEW TABLE AS new_locations
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_locations_refresh_canvas_search();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvas_locations_canvas_search_on_update AFTER UPDATE ON "canvas_locations"
REFERENCING OLD TABLE AS old_locations NEW TABLE AS new_locations
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_locations_refresh_canvas_search();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvas_locations_canvas_search_on_delete AFTER DELETE ON "canvas_locations"
REFERENCING OLD TABLE AS old_locations
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_locations_refresh_canvas_search();

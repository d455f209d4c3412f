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

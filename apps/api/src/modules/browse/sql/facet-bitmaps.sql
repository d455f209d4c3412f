-- Browse's filter bitmaps (decision 016, migration 0012): the current definition of each of its
-- functions and triggers. Edit them here, then add a migration that holds this file (browse
-- README.md, "SQL functions and triggers"); sql/functions.test.ts fails while the migrated database
-- and this file disagree. Every statement is CREATE OR REPLACE, so the whole file can go into a
-- migration as it is.

-- The filter values of a canvas_search row, as the facet bitmaps hold them: every row is in 'all';
-- 'licensed' is 1 or 0; each listed option id is a value of its facet. A new option filter is a line
-- here (and a parameter, and the calls below).
CREATE OR REPLACE FUNCTION public.canvas_search_facets(licensed boolean, category_ids integer[], school_ids integer[],
  program_ids integer[], software_ids integer[]) RETURNS TABLE (facet text, value integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT 'all', 0
  UNION ALL SELECT 'licensed', licensed::integer
  UNION ALL SELECT 'category', id FROM unnest(category_ids) AS id
  UNION ALL SELECT 'school', id FROM unnest(school_ids) AS id
  UNION ALL SELECT 'program', id FROM unnest(program_ids) AS id
  UNION ALL SELECT 'software', id FROM unnest(software_ids) AS id
$$;
--> statement-breakpoint
-- Keeps the facet bitmaps as canvas_search_text_bits keeps the keyword ones, under the same advisory
-- lock: a deleted row clears its canvas's bit in each of its values' bitmaps (a bitmap left empty
-- goes), an inserted one sets it. An update (a new first address) does both.
CREATE OR REPLACE FUNCTION public.canvas_search_facet_bits_refresh() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('canvas_search_bits'));
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE public.canvas_search_facet_bits AS b SET bits = b.bits & ~gone.bits
    FROM (
      SELECT f.facet, f.value, o.type, o.canvas_id >> 14 AS block, bit_or(public.canvas_search_bit(o.canvas_id)) AS bits
      FROM old_rows AS o
      CROSS JOIN public.canvas_search_facets(o.licensed, o.category_ids, o.school_ids, o.program_ids, o.software_ids) AS f
      GROUP BY 1, 2, 3, 4
    ) AS gone
    WHERE b.facet = gone.facet AND b.value = gone.value AND b.type = gone.type AND b.block = gone.block;
    DELETE FROM public.canvas_search_facet_bits AS b
    USING (SELECT DISTINCT f.facet, f.value, o.type, o.canvas_id >> 14 AS block
      FROM old_rows AS o
      CROSS JOIN public.canvas_search_facets(o.licensed, o.category_ids, o.school_ids, o.program_ids, o.software_ids) AS f
    ) AS gone
    WHERE b.facet = gone.facet AND b.value = gone.value AND b.type = gone.type AND b.block = gone.block
      AND position(B'1' IN b.bits) = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO public.canvas_search_facet_bits AS b (facet, value, type, block, bits)
    SELECT f.facet, f.value, n.type, n.canvas_id >> 14, bit_or(public.canvas_search_bit(n.canvas_id))
    FROM new_rows AS n
    CROSS JOIN public.canvas_search_facets(n.licensed, n.category_ids, n.school_ids, n.program_ids, n.software_ids) AS f
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (facet, value, type, block) DO UPDATE SET bits = b.bits | excluded.bits;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvas_search_facet_bits_on_insert AFTER INSERT ON "canvas_search"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_search_facet_bits_refresh();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvas_search_facet_bits_on_update AFTER UPDATE ON "canvas_search"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_search_facet_bits_refresh();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER canvas_search_facet_bits_on_delete AFTER DELETE ON "canvas_search"
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION public.canvas_search_facet_bits_refresh();

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

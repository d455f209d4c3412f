-- Hand-edited from drizzle-kit's output (decision 019): radius search reads a B-tree of grid cells
-- instead of the GiST index of places. A cell is a tenth of a degree of latitude by a tenth of a
-- degree of longitude, numbered band by band (browse/place-cells.ts placeCell computes the same);
-- the index carries what the filters read, so a radius search is an index-only scan of a few runs
-- of cells.
CREATE FUNCTION public.canvas_search_cell(place cube) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor((public.latitude(place::public.earth) + 90) * 10)::integer * 4000
    + floor((public.longitude(place::public.earth) + 180) * 10)::integer $$;--> statement-breakpoint
DROP INDEX "canvas_search_place_idx";--> statement-breakpoint
ALTER TABLE "canvas_search" ADD COLUMN "cell" integer GENERATED ALWAYS AS (canvas_search_cell(place)) STORED;--> statement-breakpoint
CREATE INDEX "canvas_search_cell_idx" ON "canvas_search" USING btree ("cell") INCLUDE ("type", "canvas_id",
  "updated_at", "place", "year_of_experience", "average_ticket", "visit_frequency", "repeat_retention",
  "retail_sales", "graduation_date");--> statement-breakpoint
ANALYZE "canvas_search";

-- Browse's grid cells (decision 019, migration 0014): the current definition of each of its
-- functions and triggers. Edit them here, then add a migration that holds this file (browse
-- README.md, "SQL functions and triggers"); sql/functions.test.ts fails while the migrated database
-- and this file disagree. Every statement is CREATE OR REPLACE, so the whole file can go into a
-- migration as it is.

-- A place's grid cell: its band of a tenth of a degree of latitude times 4000, plus its slot of a
-- tenth of a degree of longitude (modules/browse/place-cells.ts placeCell computes the same).
-- canvas_search.cell is generated from it; a change needs that column and its index rebuilt.
CREATE OR REPLACE FUNCTION public.canvas_search_cell(place cube) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT floor((public.latitude(place::public.earth) + 90) * 10)::integer * 4000
    + floor((public.longitude(place::public.earth) + 180) * 10)::integer $$;

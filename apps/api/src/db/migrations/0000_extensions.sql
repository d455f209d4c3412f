-- Hand-written: the extensions every later migration may rely on (fuzzy text, radius search).
-- earthdistance is called only through our own schema-qualified SQL functions (see later
-- migrations) so indexes built on them survive pg_dump/restore.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;

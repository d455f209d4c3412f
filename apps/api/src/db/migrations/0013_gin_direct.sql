-- Hand-edited from drizzle-kit's drop-and-create (decision 016): the GIN indexes browse reads take
-- each write directly instead of through a pending list that every search would scan; the lists
-- already pending are merged now.
ALTER INDEX "search_words_word_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "canvas_search_category_ids_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "canvas_search_school_ids_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "canvas_search_program_ids_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "canvas_search_software_ids_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "canvas_search_name_bits_word_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "canvas_search_text_lexeme_ids_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "canvas_search_text_name_words_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list(index_name::regclass) FROM unnest(array[
  'search_words_word_trgm_idx', 'canvas_search_category_ids_idx', 'canvas_search_school_ids_idx',
  'canvas_search_program_ids_idx', 'canvas_search_software_ids_idx', 'canvas_search_name_bits_word_trgm_idx',
  'canvas_search_text_lexeme_ids_idx', 'canvas_search_text_name_words_idx']) AS index_name;

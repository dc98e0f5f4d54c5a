ALTER INDEX "directory_entries_tags_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "directory_entries_text_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "directory_entries_name_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('directory_entries_tags_idx'::regclass), gin_clean_pending_list('directory_entries_text_idx'::regclass), gin_clean_pending_list('directory_entries_name_idx'::regclass);

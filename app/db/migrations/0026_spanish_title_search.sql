ALTER TABLE "properties" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', translate("title" || ' ' || "listing_id", '-', ' ') || ' ' || replace("listing_id", '-', '')) || to_tsvector('simple', "title_es")) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector");

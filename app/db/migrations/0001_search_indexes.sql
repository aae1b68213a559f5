ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', translate("title" || ' ' || "listing_id", '-', ' ') || ' ' || replace("listing_id", '-', ''))) STORED;--> statement-breakpoint
CREATE INDEX "properties_created_id_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_price_id_idx" ON "properties" USING btree ("price_usd","id");--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector");
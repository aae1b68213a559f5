ALTER TABLE "areas" ADD COLUMN "beach_points" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "foreign_ownership" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hoa_fee_usd" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rental_program" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rental_income_usd" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rental_occupancy_percent" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_title_type_check" CHECK (title_type is null or title_type in ('titled', 'in_process', 'possession_rights', 'community', 'concession'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_foreign_ownership_check" CHECK (foreign_ownership is null or foreign_ownership in ('direct', 'company'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_buyer_figures_check" CHECK (coalesce(hoa_fee_usd, 0) >= 0 and coalesce(rental_income_usd, 0) >= 0 and coalesce(rental_occupancy_percent, 0) between 0 and 100);
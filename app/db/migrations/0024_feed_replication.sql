CREATE TABLE "feed_request_counts" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"open_house_key" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_houses_open_house_key_unique" UNIQUE("open_house_key"),
	CONSTRAINT "open_houses_source_check" CHECK (source in ('staff', 'feed')),
	CONSTRAINT "open_houses_time_check" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
ALTER TABLE "feed_listings" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_listings" ADD COLUMN "pending_photo_urls" jsonb;--> statement-breakpoint
ALTER TABLE "feed_listings" ADD COLUMN "photo_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_listings" ADD COLUMN "photo_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "held_removals" jsonb;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "removals_applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "removals_applied_by" text;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "mls_status_counts" jsonb;--> statement-breakpoint
ALTER TABLE "feed_settings" ADD COLUMN "open_house_mark" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_settings" ADD COLUMN "open_house_mark_key" text;--> statement-breakpoint
ALTER TABLE "feed_settings" ADD COLUMN "removal_limit_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_settings" ADD COLUMN "requests_per_second" double precision;--> statement-breakpoint
ALTER TABLE "feed_settings" ADD COLUMN "requests_per_hour" integer;--> statement-breakpoint
ALTER TABLE "feed_settings" ADD COLUMN "disclaimer" text DEFAULT 'Deemed reliable but not guaranteed' NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_settings" ADD COLUMN "mls_logo_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_settings" ADD COLUMN "lookup_map" jsonb;--> statement-breakpoint
ALTER TABLE "feed_settings" ADD COLUMN "lookup_map_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_office_phone" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_office_email" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "virtual_tour_url" text;--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_houses_starts_idx" ON "open_houses" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "open_houses_property_idx" ON "open_houses" USING btree ("property_id","starts_at");--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_removals_applied_by_users_id_fk" FOREIGN KEY ("removals_applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER open_houses_audited AFTER INSERT OR UPDATE OR DELETE ON "open_houses" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');
--> statement-breakpoint
DROP TRIGGER feed_settings_audited ON "feed_settings";--> statement-breakpoint
CREATE TRIGGER feed_settings_audited AFTER INSERT OR UPDATE OR DELETE ON "feed_settings" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', 'high_water_mark,high_water_key,open_house_mark,open_house_mark_key,lookup_map,lookup_map_at', 'client_secret_encrypted');

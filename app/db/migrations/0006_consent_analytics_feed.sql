CREATE TABLE "aggregate_counts" (
	"day" text NOT NULL,
	"event_type" text NOT NULL,
	"path" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "aggregate_counts_day_event_type_path_pk" PRIMARY KEY("day","event_type","path")
);
--> statement-breakpoint
CREATE TABLE "consent_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"consent_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"region" text NOT NULL,
	"ip_address" text DEFAULT 'unknown' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"wording" text DEFAULT '' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_listings" (
	"listing_key" text PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"modification_timestamp" timestamp with time zone,
	"photos_change_timestamp" timestamp with time zone,
	"synced_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_listings_property_id_unique" UNIQUE("property_id")
);
--> statement-breakpoint
CREATE TABLE "feed_run_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"listing_key" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"seen" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" text,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_runs_status_check" CHECK (status in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "feed_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"endpoint_url" text DEFAULT '' NOT NULL,
	"token_url" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret_encrypted" text DEFAULT '' NOT NULL,
	"originating_system" text DEFAULT '' NOT NULL,
	"schedule" text DEFAULT 'off' NOT NULL,
	"high_water_mark" timestamp with time zone,
	"high_water_key" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_text" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_entity_check" CHECK (entity in ('properties', 'agents', 'redirects')),
	CONSTRAINT "import_jobs_status_check" CHECK (status in ('uploaded', 'queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"email" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'none' NOT NULL,
	"consent_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"region" text DEFAULT 'OTHER' NOT NULL,
	"requires_double_optin" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'website' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consents_status_check" CHECK (status in ('none', 'pending', 'active', 'revoked')),
	CONSTRAINT "marketing_consents_region_check" CHECK (region in ('EU', 'EEA', 'UK', 'CA', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "marketing_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text DEFAULT 'user_request' NOT NULL,
	"source" text DEFAULT 'website' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_interactions" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "feed_listings" ADD CONSTRAINT "feed_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_run_errors" ADD CONSTRAINT "feed_run_errors_run_id_feed_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_settings" ADD CONSTRAINT "feed_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_ledger_email_idx" ON "consent_ledger" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "consent_ledger_created_idx" ON "consent_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feed_run_errors_run_idx" ON "feed_run_errors" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "feed_runs_created_idx" ON "feed_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "marketing_consents_updated_idx" ON "marketing_consents" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "user_interactions_type_created_idx" ON "user_interactions" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE FUNCTION consent_ledger_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'consent_ledger rows are never updated';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_ledger_append_only BEFORE UPDATE ON "consent_ledger" FOR EACH ROW EXECUTE FUNCTION consent_ledger_refuse_update();

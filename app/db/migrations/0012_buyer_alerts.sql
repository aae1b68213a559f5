CREATE TABLE "alert_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"property_ids" integer[] NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_through" bigint NOT NULL,
	"emails" integer NOT NULL,
	"listings" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"favourite_alerts" boolean DEFAULT true NOT NULL,
	"favourites_checked_through" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "property_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_price_usd" integer,
	"new_price_usd" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_events_kind_check" CHECK (kind in ('listed', 'back_on_market', 'price_drop', 'under_contract', 'sold'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"checked_through" bigint DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK (frequency in ('instant', 'daily', 'weekly', 'off'))
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_events" ADD CONSTRAINT "property_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_deliveries_search_idx" ON "alert_deliveries" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "alert_deliveries_sent_idx" ON "alert_deliveries" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "favourites_property_idx" ON "favourites" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_events_property_idx" ON "property_events" USING btree ("property_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_idx" ON "saved_searches" USING btree ("user_id","query");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","next_run_at");--> statement-breakpoint
-- What buyers hear about, from every write path (admin, feed sync, import): a listing coming on the market, back on
-- it, a lower price, under contract, sold (issue 15).
CREATE FUNCTION properties_record_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW.status = 'active' THEN
			INSERT INTO "property_events" ("property_id", "kind", "new_price_usd") VALUES (NEW.id, 'listed', NEW.price_usd);
		END IF;
		RETURN NULL;
	END IF;
	IF NEW.status IS DISTINCT FROM OLD.status THEN
		IF NEW.status = 'active' THEN
			INSERT INTO "property_events" ("property_id", "kind", "new_price_usd")
			VALUES (NEW.id, CASE WHEN OLD.status = 'draft' THEN 'listed' ELSE 'back_on_market' END, NEW.price_usd);
		ELSIF NEW.status IN ('under_contract', 'sold') THEN
			INSERT INTO "property_events" ("property_id", "kind", "new_price_usd") VALUES (NEW.id, NEW.status, NEW.price_usd);
		END IF;
	END IF;
	IF NEW.price_usd < OLD.price_usd AND NEW.status = 'active' AND OLD.status <> 'draft' THEN
		INSERT INTO "property_events" ("property_id", "kind", "old_price_usd", "new_price_usd")
		VALUES (NEW.id, 'price_drop', OLD.price_usd, NEW.price_usd);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER properties_events AFTER INSERT OR UPDATE OF "status", "price_usd" ON "properties" FOR EACH ROW EXECUTE FUNCTION properties_record_event();

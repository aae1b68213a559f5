CREATE TABLE "currency_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"per_usd" numeric(14, 6) NOT NULL,
	"as_of" date NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_code_check" CHECK (code in ('CAD', 'EUR', 'GBP', 'HNL')),
	CONSTRAINT "currency_rates_positive_check" CHECK (per_usd > 0)
);
--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER currency_rates_content_changed AFTER INSERT OR DELETE ON "currency_rates" FOR EACH ROW EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER currency_rates_content_updated AFTER UPDATE ON "currency_rates" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed();

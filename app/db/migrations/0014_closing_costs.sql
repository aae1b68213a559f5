CREATE TABLE "closing_cost_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"percent" numeric(6, 3),
	"fixed_usd" integer,
	"note" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "closing_cost_items_one_amount_check" CHECK ((percent is null) <> (fixed_usd is null)),
	CONSTRAINT "closing_cost_items_range_check" CHECK (coalesce(percent, 0) between 0 and 100 and coalesce(fixed_usd, 0) >= 0)
);
--> statement-breakpoint
CREATE TRIGGER closing_cost_items_content_changed AFTER INSERT OR DELETE ON "closing_cost_items" FOR EACH ROW EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER closing_cost_items_content_updated AFTER UPDATE ON "closing_cost_items" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
-- Defaults for a Roatan purchase (docs/decisions/022-closing-costs.md); staff change them on Admin → Closing Costs.
INSERT INTO "closing_cost_items" ("label", "percent", "fixed_usd", "note", "sort_order") VALUES
	('Transfer tax', 1.5, NULL, 'Honduran tax on the transfer of real property, paid by the buyer on the declared value.', 1),
	('Attorney and notary fees', 1.5, NULL, 'The closing attorney (a Honduran notary) drafts and registers the deed.', 2),
	('Property Institute registration', 0.5, NULL, 'Recording the deed at the Instituto de la Propiedad.', 3),
	('Title search and survey', NULL, 750, 'Checking the title history and the boundaries before closing.', 4);

CREATE TABLE "page_translations" (
	"path" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body_markdown" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "title_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "bio_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "summary_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "description_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "title_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "excerpt_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "body_markdown_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "question_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "answer_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_locale_check" CHECK (locale in ('en', 'es'));--> statement-breakpoint
CREATE TRIGGER page_translations_content_changed AFTER INSERT OR DELETE ON "page_translations" FOR EACH ROW EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER page_translations_content_updated AFTER UPDATE ON "page_translations" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed();

-- Public pages are cached in memory by every app process (server/page-cache.ts). Any write to what they show
-- notifies 'content_changed' after its transaction commits, whoever makes it (staff, feed sync, import, CLI, SQL),
-- and every process listening clears its cache (docs/decisions/016-page-cache.md). Row triggers, so a statement that
-- changes nothing (an insert that meets a conflict, an update to the same values) notifies nobody; PostgreSQL sends
-- one notification per table and transaction however many rows change.
CREATE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('content_changed', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER properties_content_changed AFTER INSERT OR DELETE ON "properties" FOR EACH ROW EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER properties_content_updated AFTER UPDATE ON "properties" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER areas_content_changed AFTER INSERT OR DELETE ON "areas" FOR EACH ROW EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER areas_content_updated AFTER UPDATE ON "areas" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER agents_content_changed AFTER INSERT OR DELETE ON "agents" FOR EACH ROW EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER agents_content_updated AFTER UPDATE ON "agents" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER blog_posts_content_changed AFTER INSERT OR DELETE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER blog_posts_content_updated AFTER UPDATE ON "blog_posts" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_content_changed AFTER INSERT OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_content_updated AFTER UPDATE ON "reviews" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER faq_entries_content_changed AFTER INSERT OR DELETE ON "faq_entries" FOR EACH ROW EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER faq_entries_content_updated AFTER UPDATE ON "faq_entries" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER feature_flags_content_changed AFTER INSERT OR DELETE ON "feature_flags" FOR EACH ROW EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER feature_flags_content_updated AFTER UPDATE ON "feature_flags" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER url_redirects_content_changed AFTER INSERT OR DELETE ON "url_redirects" FOR EACH ROW EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
-- Not when a hit is counted.
CREATE TRIGGER url_redirects_content_updated AFTER UPDATE OF "source_url", "target_url", "status_code" ON "url_redirects" FOR EACH ROW WHEN (OLD.source_url IS DISTINCT FROM NEW.source_url OR OLD.target_url IS DISTINCT FROM NEW.target_url OR OLD.status_code IS DISTINCT FROM NEW.status_code) EXECUTE FUNCTION notify_content_changed();

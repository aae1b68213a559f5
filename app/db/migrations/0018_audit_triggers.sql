-- Issue 17: every staff write records who, when, what and the before/after of the changed fields, in the same
-- transaction as the change (docs/decisions/025-audit-log.md). The app marks a staff write by setting
-- app.actor_user_id and app.actor_email for its transaction (app/models/audit.server.ts); writes without them (the
-- public site, buyers' own changes, the feed sync, import rows, the CLI) record nothing, and the WHEN clause keeps
-- them from even calling the function.
-- Arguments: the key column naming the subject; columns left out (comma-separated); columns whose values are secret
-- (recorded as changed, never their value).
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	key_column text := TG_ARGV[0];
	skipped text[] := ARRAY['updated_at', 'search_vector'] || string_to_array(coalesce(TG_ARGV[1], ''), ',');
	secret text[] := string_to_array(coalesce(TG_ARGV[2], ''), ',');
	old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
	new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
	changed jsonb := '{}';
	field text;
BEGIN
	FOR field IN SELECT jsonb_object_keys(coalesce(new_row, old_row)) LOOP
		CONTINUE WHEN field = ANY (skipped) OR (old_row -> field) IS NOT DISTINCT FROM (new_row -> field);
		IF field = ANY (secret) THEN
			changed := changed || jsonb_build_object(field, jsonb_build_array('(secret)', '(secret changed)'));
		ELSE
			changed := changed || jsonb_build_object(field, jsonb_build_array(old_row -> field, new_row -> field));
		END IF;
	END LOOP;
	IF TG_OP = 'UPDATE' AND changed = '{}' THEN
		RETURN NULL;
	END IF;
	INSERT INTO audit_log (actor_user_id, actor_email, action, subject_type, subject_id, changes)
	VALUES (
		nullif(current_setting('app.actor_user_id', true), ''),
		current_setting('app.actor_email', true),
		lower(TG_OP),
		TG_TABLE_NAME,
		coalesce(new_row, old_row) ->> key_column,
		changed
	);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Issue 17: entries cannot be edited or deleted through the app. The one exception is the retention purge
-- (purgeExpiredAuditEntries), which sets app.audit_purge for its transaction and may only remove entries past the
-- two-year retention period.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND current_setting('app.audit_purge', true) = 'on'
		AND OLD.created_at < now() - interval '2 years' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit_log entries cannot be changed or deleted';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- The audited tables: staff-kept content, people, roles, settings and leads (issue 17's list).
CREATE TRIGGER properties_audited AFTER INSERT OR UPDATE OR DELETE ON "properties" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');
--> statement-breakpoint
CREATE TRIGGER blog_posts_audited AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');
--> statement-breakpoint
CREATE TRIGGER reviews_audited AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');
--> statement-breakpoint
CREATE TRIGGER agents_audited AFTER INSERT OR UPDATE OR DELETE ON "agents" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');
--> statement-breakpoint
CREATE TRIGGER users_audited AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', 'roles_version', '');
--> statement-breakpoint
CREATE TRIGGER user_roles_audited AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('user_id', '', '');
--> statement-breakpoint
CREATE TRIGGER url_redirects_audited AFTER INSERT OR UPDATE OR DELETE ON "url_redirects" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', 'hit_count,last_hit_at', '');
--> statement-breakpoint
CREATE TRIGGER feature_flags_audited AFTER INSERT OR UPDATE OR DELETE ON "feature_flags" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('key', '', '');
--> statement-breakpoint
CREATE TRIGGER app_settings_audited AFTER INSERT OR UPDATE OR DELETE ON "app_settings" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('key', '', '');
--> statement-breakpoint
CREATE TRIGGER feed_settings_audited AFTER INSERT OR UPDATE OR DELETE ON "feed_settings" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', 'high_water_mark,high_water_key', 'client_secret_encrypted');
--> statement-breakpoint
CREATE TRIGGER import_jobs_audited AFTER INSERT OR UPDATE OR DELETE ON "import_jobs" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', 'source_text,report,claim_token,claimed_by,claimed_until,processed', '');
--> statement-breakpoint
CREATE TRIGGER contacts_audited AFTER INSERT OR UPDATE OR DELETE ON "contacts" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');
--> statement-breakpoint
CREATE TRIGGER contact_activities_audited AFTER INSERT OR UPDATE OR DELETE ON "contact_activities" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');
--> statement-breakpoint
CREATE TRIGGER marketing_consents_audited AFTER INSERT OR UPDATE OR DELETE ON "marketing_consents" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('email', '', 'confirm_token_hash');
--> statement-breakpoint
CREATE TRIGGER marketing_suppressions_audited AFTER INSERT OR UPDATE OR DELETE ON "marketing_suppressions" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('email', '', '');
--> statement-breakpoint
CREATE TRIGGER areas_audited AFTER INSERT OR UPDATE OR DELETE ON "areas" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');
--> statement-breakpoint
CREATE TRIGGER faq_entries_audited AFTER INSERT OR UPDATE OR DELETE ON "faq_entries" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');
--> statement-breakpoint
CREATE TRIGGER page_translations_audited AFTER INSERT OR UPDATE OR DELETE ON "page_translations" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('path', '', '');
--> statement-breakpoint
CREATE TRIGGER currency_rates_audited AFTER INSERT OR UPDATE OR DELETE ON "currency_rates" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('code', '', '');
--> statement-breakpoint
CREATE TRIGGER closing_cost_items_audited AFTER INSERT OR UPDATE OR DELETE ON "closing_cost_items" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');
--> statement-breakpoint
CREATE TRIGGER follow_up_tasks_audited AFTER INSERT OR UPDATE OR DELETE ON "follow_up_tasks" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');

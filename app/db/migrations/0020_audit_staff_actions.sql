ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('insert', 'update', 'delete', 'run'));--> statement-breakpoint
-- Issue 39: a staff member's change made through something they started (a feed run) names it in `via`, set for the
-- transaction as app.actor_via beside the actor (app/models/audit.server.ts). Otherwise as in 0018.
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
	INSERT INTO audit_log (actor_user_id, actor_email, action, subject_type, subject_id, changes, via)
	VALUES (
		nullif(current_setting('app.actor_user_id', true), ''),
		current_setting('app.actor_email', true),
		lower(TG_OP),
		TG_TABLE_NAME,
		coalesce(new_row, old_row) ->> key_column,
		changed,
		nullif(current_setting('app.actor_via', true), '')
	);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Issue 39: staff dismissing a path from the 404 log is a staff write; the public site's hits are not (no actor).
CREATE TRIGGER not_found_log_audited AFTER INSERT OR UPDATE OR DELETE ON "not_found_log" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('path', '', '');

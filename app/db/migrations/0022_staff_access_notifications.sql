-- Issue 39: an open staff notification stream ends as soon as its session is revoked (sign out, sign out everywhere,
-- a deleted user) and re-checks its viewer when their roles change, in every app process: the database announces
-- both on 'staff_access' at commit, whoever makes the change (server/staff-event-hub.ts, decision 027).
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('staff_access', json_build_object('userId', OLD."user_id", 'sessionId', OLD."id")::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
CREATE FUNCTION notify_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('staff_access', json_build_object('userId', NEW."id")::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_roles_changed AFTER UPDATE OF "roles_version" ON "users" FOR EACH ROW WHEN (OLD."roles_version" IS DISTINCT FROM NEW."roles_version") EXECUTE FUNCTION notify_roles_changed();

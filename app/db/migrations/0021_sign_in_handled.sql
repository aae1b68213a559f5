-- Issue 39: the SPEC §4 sign-in follow-up runs once, for the sign-in that created the session: /auth/callback claims it
-- here, so a later visit of the callback by a signed-in user changes nothing.
ALTER TABLE "sessions" ADD COLUMN "sign_in_handled_at" timestamp with time zone;

ALTER TABLE "feed_run_errors" ADD COLUMN "severity" text DEFAULT 'error' NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "feed_run_errors" ADD CONSTRAINT "feed_run_errors_severity_check" CHECK (severity in ('error', 'warning'));--> statement-breakpoint
-- Issue 40: no SQL text on the RETS screen; record errors stored before the change said the database's own words.
UPDATE "feed_run_errors" SET "message" = 'The listing could not be saved because of an unexpected error; the server log has the details.' WHERE "message" LIKE 'Failed query:%' OR "message" ~* '(violates|out of range for type|syntax error|duplicate key value)';--> statement-breakpoint
UPDATE "feed_runs" SET "error" = 'The run stopped on an unexpected error; the server log has the details.' WHERE "error" LIKE 'Failed query:%' OR "error" ~* '(violates|out of range for type|syntax error|duplicate key value)';

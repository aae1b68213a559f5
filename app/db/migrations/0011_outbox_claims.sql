ALTER TABLE "email_outbox" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claimed_by" text;
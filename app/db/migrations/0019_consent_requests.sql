-- Issue 39: an unproven request only asks to add types; they wait here until the address's owner confirms.
ALTER TABLE "marketing_consents" ADD COLUMN "requested_types" jsonb;--> statement-breakpoint
-- A pending consent waiting for its link asked for its own types.
UPDATE "marketing_consents" SET "requested_types" = "consent_types" WHERE "status" = 'pending' AND "confirm_token_hash" IS NOT NULL;

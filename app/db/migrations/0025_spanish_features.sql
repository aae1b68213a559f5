ALTER TABLE "properties" ADD COLUMN "features_es" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rental_program_es" text DEFAULT '' NOT NULL;
ALTER TABLE "properties" ADD COLUMN "power_sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "water_sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sewer" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "internet" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hurricane_standards" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "elevation_m" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_power_check" CHECK (power_sources <@ array['grid', 'solar', 'generator', 'battery']::text[]);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_water_check" CHECK (water_sources <@ array['municipal', 'cistern', 'well', 'desalination']::text[]);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_internet_check" CHECK (internet <@ array['fibre', 'fixed_wireless', 'satellite']::text[]);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_sewer_check" CHECK (sewer is null or sewer in ('municipal', 'septic'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_elevation_check" CHECK (elevation_m is null or elevation_m between 0 and 400);
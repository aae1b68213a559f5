CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" integer NOT NULL,
	"agent_id" integer,
	"contact_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_kind_check" CHECK (kind in ('in_person', 'video')),
	CONSTRAINT "tours_status_check" CHECK (status in ('booked', 'cancelled')),
	CONSTRAINT "tours_time_check" CHECK (starts_at < ends_at)
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "tour_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "days_off" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "meeting_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tour_notice_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tours_agent_slot_idx" ON "tours" USING btree ("agent_id","starts_at") WHERE status = 'booked';--> statement-breakpoint
CREATE INDEX "tours_property_idx" ON "tours" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "tours_upcoming_idx" ON "tours" USING btree ("starts_at") WHERE status = 'booked';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_tour_notice_check" CHECK (tour_notice_hours between 24 and 336);
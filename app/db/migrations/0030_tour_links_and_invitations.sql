ALTER TABLE "staff_events" DROP CONSTRAINT "staff_events_kind_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "manage_nonce" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_task_id_follow_up_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."follow_up_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_events" ADD CONSTRAINT "staff_events_kind_check" CHECK (kind in ('inquiry', 'lead_assigned', 'feed_failed', 'import_finished', 'task_assigned', 'tour'));
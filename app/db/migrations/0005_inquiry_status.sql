ALTER TABLE "contact_activities" ADD COLUMN "status" text;--> statement-breakpoint
CREATE INDEX "contact_activities_type_created_idx" ON "contact_activities" USING btree ("activity_type","created_at");--> statement-breakpoint
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_status_check" CHECK (status is null or status in ('new', 'contacted', 'qualified', 'closed'));
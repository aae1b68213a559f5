CREATE TABLE "retention_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"deleted" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_lead_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roles_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "contacts" SET "first_lead_source" = "lead_source";
--> statement-breakpoint
CREATE FUNCTION contacts_keep_first_lead_source() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		NEW.first_lead_source := coalesce(NEW.first_lead_source, NEW.lead_source);
	ELSE
		NEW.first_lead_source := coalesce(NEW.first_lead_source, OLD.first_lead_source, OLD.lead_source);
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contacts_first_lead_source BEFORE INSERT OR UPDATE ON "contacts" FOR EACH ROW EXECUTE FUNCTION contacts_keep_first_lead_source();
--> statement-breakpoint
CREATE FUNCTION user_roles_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		UPDATE "users" SET "roles_version" = "roles_version" + 1 WHERE "id" = NEW."user_id";
	END IF;
	IF TG_OP <> 'INSERT' THEN
		UPDATE "users" SET "roles_version" = "roles_version" + 1 WHERE "id" = OLD."user_id";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_roles_version AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW EXECUTE FUNCTION user_roles_bump_version();

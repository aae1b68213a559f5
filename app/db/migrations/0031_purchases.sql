CREATE TABLE "purchase_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"object_path" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" text,
	"uploaded_by_email" text NOT NULL,
	"uploaded_by_side" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_documents_object_path_unique" UNIQUE("object_path"),
	CONSTRAINT "purchase_documents_side_check" CHECK (uploaded_by_side in ('buyer', 'staff')),
	CONSTRAINT "purchase_documents_size_check" CHECK (size_bytes > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"title_es" text DEFAULT '' NOT NULL,
	"owner" text NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'todo' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_steps_owner_check" CHECK (owner in ('buyer', 'agent', 'attorney', 'escrow')),
	CONSTRAINT "purchase_steps_state_check" CHECK (state in ('todo', 'in_progress', 'done', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "purchase_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"property_id" integer,
	"listing_title" text NOT NULL,
	"agent_id" integer,
	"price_usd" integer,
	"offer_accepted_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_status_check" CHECK (status in ('open', 'closed', 'cancelled')),
	CONSTRAINT "purchases_price_check" CHECK (price_usd is null or price_usd > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "purchase_documents" ADD CONSTRAINT "purchase_documents_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_steps" ADD CONSTRAINT "purchase_steps_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_documents_purchase_idx" ON "purchase_documents" USING btree ("purchase_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_steps_purchase_idx" ON "purchase_steps" USING btree ("purchase_id","position");--> statement-breakpoint
CREATE INDEX "purchases_contact_idx" ON "purchases" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "purchases_agent_idx" ON "purchases" USING btree ("agent_id","status");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('insert', 'update', 'delete', 'run', 'download'));--> statement-breakpoint
-- Issue 44: staff writes to purchases are audited like every staff write (decision 025); a buyer's uploads too (their
-- transaction is marked with them), and every download is a 'download' entry.
CREATE TRIGGER purchase_templates_audited AFTER INSERT OR UPDATE OR DELETE ON "purchase_templates" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');--> statement-breakpoint
CREATE TRIGGER purchases_audited AFTER INSERT OR UPDATE OR DELETE ON "purchases" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');--> statement-breakpoint
CREATE TRIGGER purchase_steps_audited AFTER INSERT OR UPDATE OR DELETE ON "purchase_steps" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');--> statement-breakpoint
CREATE TRIGGER purchase_documents_audited AFTER INSERT OR UPDATE OR DELETE ON "purchase_documents" FOR EACH ROW WHEN (coalesce(current_setting('app.actor_email', true), '') <> '') EXECUTE FUNCTION audit_row_change('id', '', '');--> statement-breakpoint
-- The Roatan steps of a remote purchase (lib/purchase-rules ROATAN_PURCHASE_STEPS), to start from.
INSERT INTO "purchase_templates" ("name", "steps") VALUES ('Roatan purchase', '[{"title":"Offer accepted","titleEs":"Oferta aceptada","owner":"agent","dueDays":0},{"title":"Earnest money (10 %) received in escrow","titleEs":"Depósito de garantía (10 %) recibido en custodia","owner":"buyer","dueDays":7},{"title":"Survey and title search","titleEs":"Levantamiento topográfico y estudio de títulos","owner":"attorney","dueDays":21},{"title":"Attorney''s review (cadastral certificate, tax receipts, title)","titleEs":"Revisión del abogado (constancia catastral, solvencia de impuestos, título)","owner":"attorney","dueDays":30},{"title":"Power of attorney (remote buyers)","titleEs":"Poder notarial (compradores a distancia)","owner":"buyer","dueDays":35},{"title":"Final funds wired","titleEs":"Fondos finales transferidos","owner":"buyer","dueDays":45},{"title":"Signing of the escritura pública","titleEs":"Firma de la escritura pública","owner":"attorney","dueDays":50},{"title":"Registration at the Property Institute","titleEs":"Inscripción en el Instituto de la Propiedad","owner":"attorney","dueDays":80},{"title":"Keys","titleEs":"Entrega de llaves","owner":"agent","dueDays":85}]'::jsonb);

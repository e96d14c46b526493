CREATE TABLE "guardian_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"month" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "guardian_digest_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_digests" ADD CONSTRAINT "guardian_digests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_digests" ADD CONSTRAINT "guardian_digests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_digests_student_month_unique" ON "guardian_digests" USING btree ("student_id","month");--> statement-breakpoint
CREATE INDEX "guardian_digests_org_idx" ON "guardian_digests" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_org_submitted_idx" ON "exam_attempts" USING btree ("organization_id","submitted_at");
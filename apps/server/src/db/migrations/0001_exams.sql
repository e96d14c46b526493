CREATE TABLE "attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"selected_option_ids" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"state" text NOT NULL,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"client_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_number" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"language" text DEFAULT 'hi' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"section_schedule" jsonb,
	"current_section_id" uuid,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"score_numerator" bigint,
	"score_denominator" bigint,
	"score_hundredths" integer,
	"correct" integer,
	"wrong" integer,
	"unattempted" integer,
	"time_taken_ms" integer,
	"section_results" jsonb
);
--> statement-breakpoint
CREATE TABLE "exam_section_questions" (
	"section_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_section_questions_section_id_question_id_pk" PRIMARY KEY("section_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"planned_question_count" integer NOT NULL,
	"mark_correct" text NOT NULL,
	"mark_wrong" text NOT NULL,
	"time_per_question_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"timing_mode" text DEFAULT 'whole' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"passing_marks" text NOT NULL,
	"total_marks" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"visibility" text DEFAULT 'organization' NOT NULL,
	"languages" text[] DEFAULT ARRAY['hi','en']::text[] NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"source_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"topic" text NOT NULL,
	"difficulty" text DEFAULT 'medium' NOT NULL,
	"text" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"correct_option_ids" text[] NOT NULL,
	"explanation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text,
	"source_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_set_id_exam_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."exam_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_section_questions" ADD CONSTRAINT "exam_section_questions_section_id_exam_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."exam_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_section_questions" ADD CONSTRAINT "exam_section_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD CONSTRAINT "exam_sections_set_id_exam_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."exam_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD CONSTRAINT "exam_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sets" ADD CONSTRAINT "exam_sets_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sets" ADD CONSTRAINT "exam_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_set_user_number_unique" ON "exam_attempts" USING btree ("set_id","user_id","attempt_number");--> statement-breakpoint
CREATE INDEX "exam_attempts_leaderboard_idx" ON "exam_attempts" USING btree ("set_id","score_hundredths" DESC NULLS LAST,"time_taken_ms") WHERE status = 'submitted' AND attempt_number = 1;--> statement-breakpoint
CREATE INDEX "exam_attempts_due_idx" ON "exam_attempts" USING btree ("deadline") WHERE status = 'inProgress';--> statement-breakpoint
CREATE INDEX "exam_attempts_user_idx" ON "exam_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_section_questions_question_idx" ON "exam_section_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "exam_sections_set_idx" ON "exam_sections" USING btree ("set_id","position");--> statement-breakpoint
CREATE INDEX "exam_sets_exam_idx" ON "exam_sets" USING btree ("exam_id","position");--> statement-breakpoint
CREATE INDEX "exams_org_published_idx" ON "exams" USING btree ("organization_id","is_published");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_org_source_key_unique" ON "exams" USING btree ("organization_id","source_key");--> statement-breakpoint
CREATE INDEX "questions_org_subject_topic_idx" ON "questions" USING btree ("organization_id","subject","topic");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_org_source_key_unique" ON "questions" USING btree ("organization_id","source_key");
CREATE TABLE "potd_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"date" date NOT NULL,
	"question_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "potd_solves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"date" date NOT NULL,
	"potd_problem_id" uuid,
	"solved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "potd_streaks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"max_streak" integer DEFAULT 0 NOT NULL,
	"last_solved_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "potd_problems" ADD CONSTRAINT "potd_problems_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potd_problems" ADD CONSTRAINT "potd_problems_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potd_problems" ADD CONSTRAINT "potd_problems_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potd_solves" ADD CONSTRAINT "potd_solves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potd_solves" ADD CONSTRAINT "potd_solves_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potd_solves" ADD CONSTRAINT "potd_solves_potd_problem_id_potd_problems_id_fk" FOREIGN KEY ("potd_problem_id") REFERENCES "public"."potd_problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potd_streaks" ADD CONSTRAINT "potd_streaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "potd_problems_org_date_unique" ON "potd_problems" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "potd_problems_question_idx" ON "potd_problems" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "potd_solves_user_date_unique" ON "potd_solves" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "potd_solves_org_date_idx" ON "potd_solves" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "potd_solves_org_solved_at_idx" ON "potd_solves" USING btree ("organization_id","solved_at");
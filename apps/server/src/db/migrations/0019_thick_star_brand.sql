CREATE TABLE "exam_paper_keys" (
	"set_id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_paper_keys" ADD CONSTRAINT "exam_paper_keys_set_id_exam_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."exam_sets"("id") ON DELETE cascade ON UPDATE no action;
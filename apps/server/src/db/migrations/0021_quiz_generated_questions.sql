ALTER TABLE "quiz_attempt_answers" DROP CONSTRAINT "quiz_attempt_answers_attempt_id_question_id_pk";--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ALTER COLUMN "question_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD CONSTRAINT "quiz_attempt_answers_attempt_id_position_pk" PRIMARY KEY("attempt_id","position");--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD COLUMN "item_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD COLUMN "generator" text;--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD COLUMN "seed" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempt_answers_question_idx" ON "quiz_attempt_answers" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempt_answers_item_idx" ON "quiz_attempt_answers" USING btree ("attempt_id","item_id");--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD CONSTRAINT "quiz_attempt_answers_source_check" CHECK (("quiz_attempt_answers"."question_id" is not null) <> ("quiz_attempt_answers"."generator" is not null and "quiz_attempt_answers"."seed" is not null));
DROP INDEX "exam_attempts_org_submitted_idx";--> statement-breakpoint
CREATE INDEX "exam_attempts_user_submitted_idx" ON "exam_attempts" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "practice_answers_user_answered_idx" ON "practice_answers" USING btree ("user_id","answered_at");
DROP INDEX "group_messages_seq_unique";--> statement-breakpoint
DROP INDEX "group_messages_group_seq_idx";--> statement-breakpoint
CREATE INDEX "group_messages_group_seq_idx" ON "group_messages" USING btree ("group_id","seq");
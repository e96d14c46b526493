CREATE TABLE "flash_card_decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject" text,
	"topic" text,
	"visibility" text DEFAULT 'private' NOT NULL,
	"kind" text,
	"copied_from_id" uuid,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_card_review_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" real NOT NULL,
	"difficulty" real NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_card_states" (
	"user_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" real NOT NULL,
	"difficulty" real NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "flash_card_states_user_id_card_id_pk" PRIMARY KEY("user_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "flash_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"front" jsonb NOT NULL,
	"back" jsonb NOT NULL,
	"question_id" uuid,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flash_card_decks" ADD CONSTRAINT "flash_card_decks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_card_decks" ADD CONSTRAINT "flash_card_decks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_card_decks" ADD CONSTRAINT "flash_card_decks_copied_from_id_flash_card_decks_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."flash_card_decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_card_review_logs" ADD CONSTRAINT "flash_card_review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_card_review_logs" ADD CONSTRAINT "flash_card_review_logs_card_id_flash_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flash_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_card_states" ADD CONSTRAINT "flash_card_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_card_states" ADD CONSTRAINT "flash_card_states_card_id_flash_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flash_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_cards" ADD CONSTRAINT "flash_cards_deck_id_flash_card_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."flash_card_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_cards" ADD CONSTRAINT "flash_cards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_cards" ADD CONSTRAINT "flash_cards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_card_decks_owner_idx" ON "flash_card_decks" USING btree ("owner_id","organization_id");--> statement-breakpoint
CREATE INDEX "flash_card_decks_public_idx" ON "flash_card_decks" USING btree ("organization_id","updated_at") WHERE visibility = 'public';--> statement-breakpoint
CREATE UNIQUE INDEX "flash_card_decks_owner_kind_unique" ON "flash_card_decks" USING btree ("owner_id","kind") WHERE kind is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "flash_card_decks_owner_source_key_unique" ON "flash_card_decks" USING btree ("owner_id","source_key");--> statement-breakpoint
CREATE INDEX "flash_card_review_logs_user_idx" ON "flash_card_review_logs" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "flash_card_review_logs_card_idx" ON "flash_card_review_logs" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "flash_card_states_user_due_idx" ON "flash_card_states" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "flash_cards_deck_idx" ON "flash_cards" USING btree ("deck_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_cards_deck_question_unique" ON "flash_cards" USING btree ("deck_id","question_id") WHERE question_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "flash_cards_deck_source_key_unique" ON "flash_cards" USING btree ("deck_id","source_key");
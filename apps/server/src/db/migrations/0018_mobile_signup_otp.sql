CREATE TABLE "login_otps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_verifications" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_verifications" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "login_otps" ADD CONSTRAINT "login_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_otps_user_idx" ON "login_otps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "signup_verifications_phone_idx" ON "signup_verifications" USING btree ("phone");--> statement-breakpoint
-- Students enrolled without an email had a placeholder under no-email.invalid: now simply none.
UPDATE "users" SET "email" = NULL WHERE "email" LIKE '%@no-email.invalid';--> statement-breakpoint
-- A mobile number now signs in (OTP), so it names one account: where two accounts share one
-- (by its last 10 digits), the earliest keeps it and the others' number is cleared.
UPDATE "users" SET "phone" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY right("phone", 10) ORDER BY "created_at", "id") AS "n"
    FROM "users" WHERE "phone" IS NOT NULL
  ) AS "numbered" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree (right("phone", 10)) WHERE "users"."phone" is not null;
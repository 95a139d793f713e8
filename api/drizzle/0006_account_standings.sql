CREATE TABLE "account_standings" (
	"uid" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone,
	"unverified_auth_time" bigint
);
--> statement-breakpoint
CREATE INDEX "account_standings_erased_at_idx" ON "account_standings" USING btree ("erased_at");
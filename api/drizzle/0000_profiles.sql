CREATE TABLE "profile_pictures" (
	"uid" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"hash" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "profile_pictures_content_type_check" CHECK ("profile_pictures"."content_type" IN ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"username" text NOT NULL,
	"birthday" date,
	"height" double precision,
	"weight" double precision,
	"picture_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_uid_fkey" FOREIGN KEY ("uid") REFERENCES "public"."profiles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower_key" ON "profiles" USING btree (lower("username"));
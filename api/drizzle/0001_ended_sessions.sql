CREATE TABLE "ended_sessions" (
	"uid" text NOT NULL,
	"auth_time" bigint NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ended_sessions_pkey" PRIMARY KEY("uid","auth_time")
);

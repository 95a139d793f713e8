-- An instance takes a block of a window's quota at once: the row records how many tokens the last take handed out, so
-- that the statement's answer tells that instance which tokens are its own. The rows of the one-per-request counting
-- hold one token per take.
ALTER TABLE "rate_limit_counters" ADD COLUMN "granted" integer DEFAULT 1 NOT NULL;

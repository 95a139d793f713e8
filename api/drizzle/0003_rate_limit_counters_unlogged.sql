-- The rate-limit counters are bumped by nearly every request. Unlogged, such a bump writes no WAL, so its commit does
-- not wait for a disk flush. What that gives up is fine for counters of one-minute windows: after a crash of the
-- database they start from zero, and a standby that takes over does not have them.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;

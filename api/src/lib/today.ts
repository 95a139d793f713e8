/** UTC+14: the first time zone where each day begins. */
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The latest calendar date anywhere on Earth (UTC+14), as `YYYY-MM-DD`. A birthday is "before today" for the
 * API when it is before this date, so a user whose local date is already tomorrow is not refused.
 */
export function latestIsoDate(now: Date = new Date()): string {
  return new Date(now.getTime() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
}

const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day of the last call, from its first millisecond (UTC+14). */
let day = { start: Number.NaN, iso: '' };

/**
 * The latest calendar date anywhere on Earth (UTC+14), as `YYYY-MM-DD`. A birthday is "before today" for the
 * API when it is before this date, so a user whose local date is already tomorrow is not refused.
 */
export function latestIsoDate(now: Date = new Date()): string {
  // One date string per day, not per call.
  const start = Math.floor((now.getTime() + LATEST_OFFSET_MS) / DAY_MS) * DAY_MS;
  if (start !== day.start) day = { start, iso: new Date(start).toISOString().slice(0, 10) };
  return day.iso;
}

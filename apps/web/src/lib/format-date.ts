// Apart from format-time.ts, which the first paint loads: only the screens that show a calendar
// date (the profile's delegate setting) load this.
/**
 * A calendar date (YYYY-MM-DD, a Tokyo date such as a due date or a delegation's end) in the
 * reader's way of writing dates: read as that day itself, whatever the device's time zone.
 */
export function calendarDate(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A calendar date written out ("2025年9月1日", "September 1, 2025"), as a caption reads it. */
export function longCalendarDate(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

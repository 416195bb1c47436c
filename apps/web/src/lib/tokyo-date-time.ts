/**
 * The full date and time in Tokyo, whatever the phone's time zone: for records read against the
 * company's working day (the audit trail, whose CSV is in Tokyo time too). A file of its own, not
 * in format-time.ts, which the first paint carries.
 */
export function tokyoDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(new Date(iso));
}

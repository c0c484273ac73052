/**
 * Times on the staff pages, in UTC and said so, the same on every staff member's screen and in every export:
 * "25 Nov 2026, 09:12 UTC". The date filters are UTC days too.
 */
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

export function formatStaffTime(date: Date | string): string {
  return `${FORMAT.format(new Date(date))} UTC`;
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "5 November 2026", the same on the server and in the browser (UK time). */
export function formatLongDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

/**
 * An article's day in the player's locale ("20 de novembro de 2026"): the day as written, whatever the time zone
 * of the reader (`2026-11-20` and `2026-11-20T23:30:00-03:00` are both the 20th).
 */
export function formatBlogDate(date: string, locale: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/** A time in the viewer's locale: day, month, year, hours and minutes. */
export function formatContractTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

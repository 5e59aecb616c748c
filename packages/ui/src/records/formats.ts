import { formatMoney, type IsoDate, PLATFORM_TIME_ZONE } from '@sorte/domain';

/** How record cells show amounts, instants and days: the player's language, the member's currency, the site's zone. */
export interface RecordFormats {
  money: (amount: number) => string;
  /** An ISO instant as a short date and time. */
  dateTime: (iso: string) => string;
  /** An ISO instant as a short time of day. */
  time: (iso: string) => string;
  /** An ISO calendar date as a short date. */
  date: (day: IsoDate) => string;
  /** A share (0.008) as a percentage (0,8 %). */
  percent: (rate: number) => string;
}

export interface RecordFormatOptions {
  /** The BCP-47 tag of the player's language. */
  locale: string;
  /** The member's currency (ISO 4217 or a symbol). */
  currency: string;
  /** The time zone days are cut in (the platform's by default). */
  timeZone?: string;
}

export function recordFormats({
  locale,
  currency,
  timeZone = PLATFORM_TIME_ZONE,
}: RecordFormatOptions): RecordFormats {
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  // A calendar date is a day, not an instant: read and written in UTC so no zone moves it.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money: (amount) => formatMoney(amount, { currency, locale }),
    dateTime: (iso) => dateTime.format(Date.parse(iso)),
    time: (iso) => time.format(Date.parse(iso)),
    date: (day) => date.format(Date.parse(`${day}T00:00:00Z`)),
    percent: (rate) => percent.format(rate),
  };
}

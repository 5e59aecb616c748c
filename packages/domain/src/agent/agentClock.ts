import { PLATFORM_TIME_ZONE } from '../records/periods.ts';

/** What the agent clock shows (§9 agent clock): the platform's date and time in the reader's locale, zone named. */
export interface AgentClockReading {
  /** For `<time dateTime>`: the instant with the zone's offset, `2026-11-25T21:04:05-03:00`. */
  dateTime: string;
  date: string;
  time: string;
  /** The zone's name in the locale, e.g. "Horário Padrão de Brasília" (or its offset where the locale has none). */
  zone: string;
  /** Where room is short (a phone's top bar): the date in numbers, `25/11/2026`. */
  shortDate: string;
  /** Where room is short: the zone as its offset in the locale, `GMT-3`. */
  shortZone: string;
}

// The clock reads the same few formats every second: made once each (making one costs far more than using it).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formatters.set(key, made);
  }
  return made;
}

function partsOf(nowMs: number, timeZone: string, options: Intl.DateTimeFormatOptions, locale = 'en-US') {
  const parts = formatter(locale, timeZone, options).formatToParts(nowMs);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
}

/** The zone's offset at that instant as `-03:00` (`Z` if the runtime cannot name it). */
export function zoneOffset(nowMs: number, timeZone: string): string {
  const name = partsOf(nowMs, timeZone, { timeZoneName: 'longOffset' })('timeZoneName');
  const match = /^GMT([+-]\d{2}):?(\d{2})?$/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : 'Z';
}

/** The agent clock at `nowMs` in `timeZone` (the platform's by default), worded for `locale`. */
export function agentClockReading(
  nowMs: number,
  locale: string,
  timeZone: string = PLATFORM_TIME_ZONE,
): AgentClockReading {
  const civil = partsOf(nowMs, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const dateTime = `${civil('year')}-${civil('month')}-${civil('day')}T${civil('hour')}:${civil('minute')}:${civil('second')}${zoneOffset(nowMs, timeZone)}`;
  const date = formatter(locale, timeZone, { dateStyle: 'medium' }).format(nowMs);
  const time = formatter(locale, timeZone, { timeStyle: 'medium' }).format(nowMs);
  const zone = partsOf(nowMs, timeZone, { timeZoneName: 'long' }, locale)('timeZoneName');
  const shortDate = formatter(locale, timeZone, { dateStyle: 'short' }).format(nowMs);
  const shortZone = partsOf(nowMs, timeZone, { timeZoneName: 'shortOffset' }, locale)('timeZoneName');
  return { dateTime, date, time, zone, shortDate, shortZone };
}

/** Milliseconds until the next whole second, so a ticking clock changes with the second, not up to 999 ms late. */
export function msToNextTick(nowMs: number, refreshMs: number): number {
  const rest = refreshMs - (((nowMs % refreshMs) + refreshMs) % refreshMs);
  return rest === 0 ? refreshMs : rest;
}

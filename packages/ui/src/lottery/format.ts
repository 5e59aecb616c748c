import { remainingSeconds } from '@sorte/domain';

const MINUTES_PER_DAY = 1440;

/** The draw interval in the largest whole unit (1440 → 1 day, 180 → 3 hours, 5 → 5 minutes). */
export function formatDrawInterval(minutes: number, locale: string): string | null {
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  const [value, unit] =
    minutes % MINUTES_PER_DAY === 0
      ? [minutes / MINUTES_PER_DAY, 'day']
      : minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** Time left until `closeTime` as H:MM:SS (hours grow past 24 rather than switching to days). */
export function formatCountdown(closeTime: number, now: number, locale: string): string {
  const total = remainingSeconds(closeTime, now);
  const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return [hours, minutes, total % 60].map((part) => twoDigits.format(part)).join(':');
}

/** A draw's opening time, short date and time. */
export function formatDrawTime(openTime: number, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    openTime,
  );
}

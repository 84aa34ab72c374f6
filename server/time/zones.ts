/** Local times at airports: ISO strings with the airport's own UTC offset (Tehran: +03:30). */

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/** The zone's offset from UTC in minutes on a day (read at UTC noon; DST changes at night). */
export function zoneOffsetMinutes(timeZone: string, isoDate: string): number {
  const key = `${timeZone}|${isoDate}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(new Date(`${isoDate}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const minutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  if (offsets.size > 20_000) offsets.clear();
  offsets.set(key, minutes);
  return minutes;
}

/** The UTC instant of a local clock time (minutes after local midnight) on a local date. */
export function localToUtcMs(isoDate: string, minutesOfDay: number, timeZone: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) + (minutesOfDay - zoneOffsetMinutes(timeZone, isoDate)) * 60_000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-22T07:30:00+03:30`: the instant as the clock on the wall at the airport shows it. */
export function localIso(utcMs: number, timeZone: string): string {
  const roughDate = new Date(utcMs).toISOString().slice(0, 10);
  const offset = zoneOffsetMinutes(timeZone, roughDate);
  const local = new Date(utcMs + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

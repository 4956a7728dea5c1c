import { internationalNumber } from 'shared-contracts/phone';

/**
 * Hindi and Marathi pages tell the time on a 24-hour clock: Intl writes their "am"/"pm" in Latin
 * letters.
 */
const hourCycleOf = (locale: string) => (locale.startsWith('en') ? undefined : 'h23');

/** `21 Nov 2026, 8:30 am` in the locale of the page (`INTL_LOCALES[language]`); `21 नोव्हें, 2026, 20:30` in Marathi. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: hourCycleOf(locale) });
}

/** A calendar day as a form stored it (`1990-05-14`) as `14 May 1990` in the locale; any other text as it is. */
export function formatDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** `10:00-16:00` with the digits of the locale; any other text as it is. */
export function formatTimeRange(range: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(range);
  if (!match) return range;
  const format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const time = (hours: string, minutes: string) => format.format(new Date(2000, 0, 1, Number(hours), Number(minutes)));
  return `${time(match[1], match[2])}-${time(match[3], match[4])}`;
}

/** A phone number as a form stored it (`098230-12345`, `+91 9823012345`) as a link that dials it from a phone. */
export function telHref(written: string): string {
  return `tel:+${internationalNumber(written)}`;
}

/** `organisationName` → `Organisation name`: column headings from the keys the forms store. */
export function labelOfKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-22` in the viewer's own time zone (toISOString would give the UTC day). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `2026-11-27 04:31:25` in the viewer's own time zone: what Excel and Google Sheets read as a date
 * and time, on the day the table and the file's name show (an ISO time in UTC is text to them, and
 * in India up to five and a half hours off). Anything that is not a time stays as it is.
 */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${localDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

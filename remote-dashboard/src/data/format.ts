import { internationalNumber } from 'shared-contracts/phone';

/** `21 Nov 2026, 8:30 am` in the locale of the page (`INTL_LOCALES[language]`). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
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

/** `2026-11-22` in the viewer's own time zone (toISOString would give the UTC day). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

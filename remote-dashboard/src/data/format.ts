/** Keeps the last four digits of a number readable and hides the rest (the backend masks too). */
export function maskDigits(value: string): string {
  const digits = value.replace(/\D/g, '').length;
  let hide = Math.max(0, digits - 4);
  return value.replace(/\d/g, (digit) => {
    if (hide === 0) return digit;
    hide -= 1;
    return 'X';
  });
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
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

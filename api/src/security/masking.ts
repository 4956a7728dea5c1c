/** Shows only the last four digits, e.g. `XXXXXXXX1234`, so staff can tell records apart. */
export function maskDigits(value: string): string {
  const visible = value.slice(-4);
  return 'X'.repeat(Math.max(0, value.length - visible.length)) + visible;
}

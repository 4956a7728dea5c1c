/**
 * Shows only the last four digits, e.g. `XXXXXXXX1234` or `XXXX XXXX 9012`, so staff can tell
 * records apart; separators stay where they were, and an already masked value stays as it is.
 */
export function maskDigits(value: string): string {
  let hide = Math.max(0, value.replace(/\D/g, '').length - 4);
  return value.replace(/\d/g, (digit) => {
    if (hide === 0) return digit;
    hide -= 1;
    return 'X';
  });
}

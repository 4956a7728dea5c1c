/** The median of the figures there are; a run that produced none (NaN) does not count. */
export function median(values: number[]): number {
  const known = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return known.length === 0 ? NaN : known[Math.floor(known.length / 2)];
}

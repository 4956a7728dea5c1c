/**
 * The visitor turned on their browser's data saver (Save-Data): download only what they ask for.
 * Many of the site's visitors pay for every megabyte.
 */
export function wantsToSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

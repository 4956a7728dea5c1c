/**
 * Whether `id`, taken from an address, could name a stored row (an account, an entry): printable
 * ASCII (new ids are UUIDs; older rows may differ). Anything else, such as a NUL that PostgreSQL
 * refuses in text, names none, and is answered as not found rather than failing the query.
 */
export function isStoredId(id: string): boolean {
  return /^[\x21-\x7E]{1,100}$/.test(id);
}

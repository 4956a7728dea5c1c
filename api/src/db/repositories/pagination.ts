import { sql, type RawBuilder } from 'kysely';

/** `%term%` for LIKE with the user's own % and _ taken literally (escape character `\`). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `lower(column) LIKE pattern ESCAPE '\'`, case-insensitive on both databases. */
function lowerLike(column: string, term: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(term)} escape '\\'`;
}

/** `(a or b …)` / `(a and b …)` of conditions. */
const joined = (conditions: RawBuilder<boolean>[], operator: 'and' | 'or') => sql<boolean>`(${sql.join(conditions, sql.raw(` ${operator} `))})`;

/** A search that is a number, typed with separators or in part: digits and `+ ( ) - .`, spaces. */
const NUMBER_SEARCH = /^\+?[\d\s().-]+$/;

/**
 * The digits of a number search as numbers are stored: no separators, no trunk 0 in front, and no
 * +91 or 0091, which Indian numbers are stored without.
 */
function numberSearched(q: string): string | undefined {
  if (!NUMBER_SEARCH.test(q)) return undefined;
  const digits = q
    .replace(/[\s().-]/g, '')
    .replace(/^(\+|00)91(?=\d)/, '')
    .replace(/^0(?=\d)/, '');
  return /\d{3}/.test(digits) ? digits : undefined;
}

/**
 * Where a search is found in `columns`: every word of it, each in any of them and in any order
 * ('Bhoyar Sunita' finds 'Sunita Bhoyar'); or, for a number typed with separators or in part, its
 * digits as numbers are stored ('(415) 555-0134' finds +14155550134, '050 123 4567' +971501234567).
 */
export function matchesSearch(columns: readonly string[], q: string): RawBuilder<boolean> {
  const inAnyColumn = (term: string) => joined(columns.map((column) => lowerLike(column, term)), 'or');
  const everyWord = joined(q.split(/\s+/).filter(Boolean).map(inAnyColumn), 'and');
  const number = numberSearched(q);
  return number ? joined([everyWord, inAnyColumn(number)], 'or') : everyWord;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  q: string;
}

export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.pageSize;
}

import { sql, type RawBuilder } from 'kysely';

/** `%term%` for LIKE with the user's own % and _ taken literally (escape character `\`). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `lower(column) LIKE pattern ESCAPE '\'`, case-insensitive on both databases. */
function lowerLike(column: string, term: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(term)} escape '\\'`;
}

/** `column` holds `value` as one of its lines, whole (case-insensitive). */
function holdsLine(column: string, value: string): RawBuilder<boolean> {
  return sql<boolean>`(${'\n'} || lower(${sql.ref(column)}) || ${'\n'}) like ${containsPattern(`\n${value}\n`)} escape '\\'`;
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

export interface SearchOptions {
  /**
   * The stored values (whole lines of a column) a word also finds: a form's choice, stored in
   * English, found by its wording in the reader's language.
   */
  valuesWorded?: (word: string) => readonly string[];
}

/**
 * Where a search is found in `columns`: every word of it, each in any of them and in any order
 * ('Bhoyar Sunita' finds 'Sunita Bhoyar'), or a value it words; or, for a number typed with
 * separators or in part, its digits as numbers are stored ('(415) 555-0134' finds +14155550134,
 * '050 123 4567' +971501234567).
 */
export function matchesSearch(columns: readonly string[], q: string, { valuesWorded }: SearchOptions = {}): RawBuilder<boolean> {
  const inAnyColumn = (term: string) => joined(columns.map((column) => lowerLike(column, term)), 'or');
  const wordFound = (word: string) => {
    const worded = valuesWorded?.(word) ?? [];
    return joined([inAnyColumn(word), ...columns.flatMap((column) => worded.map((value) => holdsLine(column, value)))], 'or');
  };
  const everyWord = joined([...new Set(q.split(/\s+/).filter(Boolean))].map(wordFound), 'and');
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

import { sql, type RawBuilder } from 'kysely';

/** `%term%` for LIKE with the user's own % and _ taken literally (escape character `\`). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `lower(column) LIKE pattern ESCAPE '\'`, case-insensitive on both databases. */
export function lowerLike(column: string, term: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(term)} escape '\\'`;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  q: string;
}

export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.pageSize;
}

import type { z } from 'zod';
import { HttpError } from './http-error';

/** The first problem, in words a person can act on; generic zod texts get the field's name in front. */
function describe(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  if (!field || !/^(Invalid|Too (big|small))/.test(issue.message)) return issue.message;
  return `${field}: ${issue.message}`;
}

/** Parses input with a shared-contracts schema; anything it rejects is a 400 with `{ message }`. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input === undefined ? {} : input);
  if (!result.success) throw new HttpError(400, describe(result.error.issues[0]));
  return result.data;
}

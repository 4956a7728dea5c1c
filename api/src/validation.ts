import { config, type core, type output, type ZodMiniType } from 'zod/mini';
import { en } from 'zod/locales';
import { HttpError } from './http-error';

// The contract's schemas use zod's mini API, which brings no texts of its own (browsers never show
// them: every field has its own message). The API answers its clients in English for the rest.
config(en());

/** The first problem, in words a person can act on; generic zod texts get the field's name in front. */
function describe(issue: core.$ZodIssue): string {
  const field = issue.path.join('.');
  if (!field || !/^(Invalid|Too (big|small))/.test(issue.message)) return issue.message;
  return `${field}: ${issue.message}`;
}

/** Parses input with a shared-contracts schema; anything it rejects is a 400 with `{ message }`. */
export function parseWith<T extends ZodMiniType>(schema: T, input: unknown): output<T> {
  const result = schema.safeParse(input === undefined ? {} : input);
  if (!result.success) throw new HttpError(400, describe(result.error.issues[0]));
  return result.data;
}

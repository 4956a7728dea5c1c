import { ApiError } from 'shared-contracts/host';

/** Any of the shared schemas (zod), as far as reading an answer needs it. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** The answer in the agreed shape, or an 'unexpected-answer' ApiError instead of a crash further on. */
export function checkedAnswer<T>(schema: AnswerSchema<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError('unexpected-answer', { cause: result.error });
  return result.data;
}

/** The `message` of an answer, when it carries a non-blank one. */
export function messageOf(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

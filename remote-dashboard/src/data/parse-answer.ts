import { messageFromError } from 'shared-contracts';

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** The server answered, but not in the agreed shape: shown as a clear error instead of a crash. */
export class UnexpectedAnswerError extends Error {
  constructor() {
    super('The server sent an answer this page does not understand.');
    this.name = 'UnexpectedAnswerError';
  }
}

export function parseAnswer<T>(schema: Schema<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new UnexpectedAnswerError();
  return result.data;
}

/** The server's message, or our own for an answer we could not read, or the fallback. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof UnexpectedAnswerError) return error.message;
  return messageFromError(error, fallback);
}

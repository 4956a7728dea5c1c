/** The `message` of a success answer, or a fallback when the server sent none. */
export function responseMessage(data: unknown, fallback: string): string {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

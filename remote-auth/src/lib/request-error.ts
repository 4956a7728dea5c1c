/** True for the login answer of an account whose e-mail is not verified yet (403 `{ unverified: true }`). */
export function isUnverifiedError(error: unknown): boolean {
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  const data = response?.data as { unverified?: unknown } | undefined;
  return response?.status === 403 && data?.unverified === true;
}

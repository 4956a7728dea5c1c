import { AUTH_ROUTES } from 'shared-contracts';

/** The stand-alone verification screen, with the address filled in. */
export function verifyEmailLink(email: string): string {
  return `${AUTH_ROUTES.verifyEmail.path}?${new URLSearchParams({ email })}`;
}

/** The forms of Fastify's `trustProxy` this site uses. */
export type TrustedProxies = boolean | string | string[];

export function trustedProxiesFrom(raw: string | undefined): TrustedProxies;
export function backendTrustedProxiesFrom(raw: string | undefined): TrustedProxies;

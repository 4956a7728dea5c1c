/**
 * TRUST_PROXY, read alike by every server of the site: which proxies in front of it may name the
 * visitor's address in X-Forwarded-For: addresses and CIDR ranges separated by commas, or `true`
 * for any peer. Unset, empty or `false`: none. A hop count is refused, as Fastify no longer honours
 * one (it cannot tell a proxy from a visitor who reaches the server directly): a server given one
 * would silently believe nobody.
 */
export function trustedProxiesFrom(raw) {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) throw new Error(`TRUST_PROXY must name the proxies' addresses or ranges (such as 10.0.0.5,10.1.0.0/16), not a hop count: got "${value}"`);
  return value.split(',').map((entry) => entry.trim()).filter(Boolean);
}

/**
 * The backend's: TRUST_PROXY's proxies and, always, its own machine's loopback, where the site's
 * server that forwards /api to it runs. The same TRUST_PROXY often reaches both (`npm start`
 * passes one environment to all): naming a balancer there must not make the backend stop
 * believing the site's server, or every visitor would count as that server's one address.
 */
export function backendTrustedProxiesFrom(raw) {
  const trusted = trustedProxiesFrom(raw);
  if (trusted === false) return 'loopback';
  if (trusted === true) return true;
  return ['loopback', ...trusted];
}

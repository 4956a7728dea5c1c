import { remoteOriginsOf } from './runtime-config.mjs';
import { LOADER_HASH_SOURCE } from './scripts-after-first-paint.mjs';

/**
 * Security headers for everything the shell's server answers. The Content-Security-Policy allows
 * scripts, styles, images, media and fetches from this site and the remotes named in the
 * runtime config, and nothing else: no inline or injected script runs but the page's loader,
 * allowed by its hash, and no other site may frame the pages (login must never be framed).
 */
const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

function contentSecurityPolicy(config) {
  const sources = ["'self'", ...remoteOriginsOf(config)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources} ${LOADER_HASH_SOURCE}`,
    // styled-components writes its rules into <style> elements at run time.
    `style-src ${sources} 'unsafe-inline'`,
    `img-src ${sources} data:`,
    `media-src ${sources}`,
    `font-src ${sources}`,
    `connect-src ${sources}`,
    // The contact page's map, loaded only when the visitor asks for it.
    `frame-src ${MAP_EMBED_ORIGIN}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The headers for one request. They are worked out once, from the runtime config the server
 * started with, not on every request.
 */
export function securityHeadersFor(config) {
  const always = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
  const overHttps = { ...always, 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
  return (request) => (request.protocol === 'https' ? overHttps : always);
}

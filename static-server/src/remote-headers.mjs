/**
 * Headers every answer of a remote's server carries. Its files are the scripts, styles, fonts and
 * pictures the composed site loads; its pages are the remote's stand-alone app, for working on it
 * alone. No other site may frame them, and no file is read as another type than it is sent as.
 */
const REMOTE_SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const remoteSecurityHeaders = () => REMOTE_SECURITY_HEADERS;

import path from 'node:path';

/** Built file names carry a 10-character content hash (see rspack.base.ts). */
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;

/**
 * Hashed assets never change, so browsers keep them for a year. Everything else (index.html,
 * mf-manifest.json, remoteEntry.js, runtime config) is revalidated on every load, so a remote
 * redeployed by its team is picked up on the next page load without a stale mix.
 */
export function cacheControlFor(filePath) {
  return HASHED_FILE.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

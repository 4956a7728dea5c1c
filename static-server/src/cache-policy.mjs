import path from 'node:path';
import { originalFileName } from './encoded-copies.mjs';

/** Built file names carry a 10-character content hash (see rspack.base.ts). */
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;
/** Pictures under a fixed name: the site's icons and its link-preview picture. */
const FIXED_NAME_PICTURE = /\.(ico|png|svg|jpe?g|webp|avif)$/i;

/**
 * Hashed assets never change, so browsers keep them for a year. Fixed-name pictures rarely do and
 * mix with no code: a day spares a phone the round trip that revalidates the icon on every page.
 * Everything else (index.html, mf-manifest.json, remoteEntry.js, runtime config) is revalidated on
 * every load, so a remote redeployed by its team is picked up on the next page load without a
 * stale mix.
 */
export function cacheControlFor(filePath) {
  // A compressed copy is cached as the file it stands for.
  const name = originalFileName(path.basename(filePath));
  if (HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  if (FIXED_NAME_PICTURE.test(name)) return 'public, max-age=86400';
  return 'no-cache';
}

import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const RESULTS_DIR = path.join(REPO_ROOT, 'bench-results');
export const LOG_DIR = path.join(RESULTS_DIR, 'logs');
/** The single-bundle build of the site the composed one is compared with. */
export const MONOLITH_DIR = path.join(import.meta.dirname, 'monolith');

fs.mkdirSync(LOG_DIR, { recursive: true });

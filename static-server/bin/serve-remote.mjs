#!/usr/bin/env node
/**
 * Serves the remote built in ./dist of the current workspace:
 *   serve-remote <name> <default-port>
 * PORT overrides the port; DIST_DIR the folder served (a deployment's own copy of the build);
 * ALLOWED_ORIGINS (comma-separated) the origins that may load it.
 */
import path from 'node:path';
import { allowedOriginsFromEnv, startStaticServer } from '../src/index.mjs';

const [name, defaultPort] = process.argv.slice(2);
if (!name || !defaultPort) {
  console.error('usage: serve-remote <name> <default-port>');
  process.exit(2);
}

await startStaticServer({
  name,
  root: path.resolve(process.env.DIST_DIR ?? 'dist'),
  port: Number(process.env.PORT ?? defaultPort),
  host: process.env.HOST ?? '127.0.0.1',
  corsOrigins: allowedOriginsFromEnv(),
});

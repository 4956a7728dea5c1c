#!/usr/bin/env node
/**
 * Serves the remote built in ./dist of the current workspace:
 *   serve-remote <workspace>
 * on the remote's port from the site map; PORT overrides the port; DIST_DIR the folder served (a
 * deployment's own copy of the build); ALLOWED_ORIGINS (comma-separated) the origins that may load it.
 */
import path from 'node:path';
import siteMap from 'shared-contracts/site-map.json' with { type: 'json' };
import { allowedOriginsFromEnv, startStaticServer } from '../src/index.mjs';
import { remoteSecurityHeaders } from '../src/remote-headers.mjs';

const [name] = process.argv.slice(2);
const remote = Object.values(siteMap.remotes).find((candidate) => candidate.workspace === name);
if (!remote) {
  const workspaces = Object.values(siteMap.remotes).map((candidate) => candidate.workspace);
  console.error(`usage: serve-remote <workspace>, one of: ${workspaces.join(', ')}`);
  process.exit(2);
}

await startStaticServer({
  name,
  root: path.resolve(process.env.DIST_DIR ?? 'dist'),
  port: Number(process.env.PORT ?? remote.defaultPort),
  host: process.env.HOST ?? '127.0.0.1',
  corsOrigins: allowedOriginsFromEnv(),
  headersFor: remoteSecurityHeaders,
});

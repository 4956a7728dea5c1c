/**
 * Fails when the monolith stopped being the baseline it claims to be: nothing built, a route
 * tree missing from the bundle graph, or the federation runtime back in (the loader swap broke).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import siteMap from 'shared-contracts/site-map.json' with { type: 'json' };

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
/** Written by the build's NamedChunksPlugin: the script files of each named chunk. */
const namedChunksFile = path.join(here, 'dist-private', 'named-chunks.json');
/** The chunk of each remote's route tree is named after its workspace (see src/static-remotes.ts). */
const ROUTE_TREES = Object.values(siteMap.remotes).map((remote) => remote.workspace);
const FEDERATION_RUNTIME_MARKER = '__FEDERATION__';

const fail = (message) => {
  console.error(`monolith build check: ${message}`);
  process.exit(1);
};

if (!fs.existsSync(path.join(dist, 'index.html'))) fail('no index.html in bench/monolith/dist');
if (!fs.existsSync(namedChunksFile)) fail('no list of named chunks beside bench/monolith/dist');
const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
const namedChunks = JSON.parse(fs.readFileSync(namedChunksFile, 'utf8'));
for (const tree of ROUTE_TREES) {
  const files = namedChunks[tree] ?? [];
  if (files.length === 0 || !files.every((file) => scripts.includes(file))) fail(`no chunk for ${tree}'s route tree`);
}
const federated = scripts.filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes(FEDERATION_RUNTIME_MARKER));
if (federated.length > 0) fail(`federation runtime found in ${federated.join(', ')}`);
console.log(`monolith build check: ${scripts.length} scripts, one chunk per route tree, no federation runtime`);

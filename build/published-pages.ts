import fs from 'node:fs';
import path from 'node:path';
import type { PageHead, PrerenderedPages } from 'shared-contracts';

/** Folder in a remote's dist/ with its pre-rendered pages and the scripts they start with. */
const PRERENDERED_DIR = 'prerendered';
/** Names the build whose pages are current; revalidated on every read (no hashed name). */
const CURRENT_BUILD_FILE = 'current.json';
const pagesFileOf = (build: string) => `pages.${build}.json`;

/** What the shell's server reads (shell/server/remote-pages.mjs). */
export interface PublishedPages {
  remote: PrerenderedPages['remote'];
  build: string;
  /** Each page's HTML, CSS, head and the script files of its own chunks. */
  pages: Record<string, Omit<PrerenderedPages['pages'][string], 'chunks'> & { scripts: string[] }>;
  /** Stands in, in the pages, for the address the remote is served from. */
  assetBase: string;
  /** Script files any page of the remote starts with. */
  startScripts: string[];
  /**
   * For a remote whose pages the browser renders: their title and description by page key
   * (`/mr/dashboard`), for the server's HTML before the remote runs.
   */
  heads?: Record<string, Pick<PageHead, 'title' | 'description'>>;
}

interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { assets: { js: { sync: string[] } } }[];
}

/**
 * The remote's scripts any of its pages needs to start, from the browser build's federation
 * manifest: remoteEntry.js and the chunks of what it exposes. The shell's server names them in the
 * page so the browser fetches them with the HTML, not one after another once the scripts run.
 */
export function remoteStartScriptsOf(distDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  return [manifest.metaData.remoteEntry.name, ...manifest.exposes.flatMap((exposed) => exposed.assets.js.sync)];
}

/**
 * Publishes a build's pages next to its browser files: dist/prerendered/pages.<build>.json
 * (immutable, named by the build), then dist/prerendered/current.json naming that build, written
 * last so a reader never sees a build whose pages are not there yet.
 */
export async function publishPages(distDir: string, published: PublishedPages): Promise<void> {
  const folder = path.join(distDir, PRERENDERED_DIR);
  await fs.promises.mkdir(folder, { recursive: true });
  await fs.promises.writeFile(path.join(folder, pagesFileOf(published.build)), JSON.stringify(published));
  await fs.promises.writeFile(path.join(folder, CURRENT_BUILD_FILE), JSON.stringify({ build: published.build }));
}

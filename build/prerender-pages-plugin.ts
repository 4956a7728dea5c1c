import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import type { PrerenderedPages } from 'shared-contracts';

const NAME = 'PrerenderPagesPlugin';

/** Folder in a remote's dist/ with its pre-rendered pages. */
const PRERENDERED_DIR = 'prerendered';
/** Names the build whose pages are current; revalidated on every read (no hashed name). */
const CURRENT_BUILD_FILE = 'current.json';
const pagesFileOf = (build: string) => `pages.${build}.json`;

interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { assets: { js: { sync: string[] } } }[];
}

/**
 * The remote's scripts any of its pages needs to start, from the browser build's federation
 * manifest: remoteEntry.js and the chunks of what it exposes. The shell's server names them in the
 * page so the browser fetches them with the HTML, not one after another once the scripts run.
 */
function startScriptsOf(distDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  return [manifest.metaData.remoteEntry.name, ...manifest.exposes.flatMap((exposed) => exposed.assets.js.sync)];
}

/**
 * Each page with the script files of the named chunks it noted (the lazily loaded page it shows,
 * its catalogs in Hindi or Marathi), in place of their names. A name no chunk of the browser build
 * has is a mistake in the code (a name given in code differs from the import's webpackChunkName):
 * the build stops.
 */
function withPageScripts(pages: PrerenderedPages['pages'], namedChunksFile: string) {
  const filesOf = JSON.parse(fs.readFileSync(namedChunksFile, 'utf8')) as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(pages).map(([key, { chunks, ...page }]) => {
      const unknown = chunks.filter((chunk) => !filesOf[chunk]);
      if (unknown.length > 0) throw new Error(`${key} needs chunks the browser build does not have: ${unknown.join(', ')}`);
      return [key, { ...page, scripts: [...new Set(chunks.flatMap((chunk) => filesOf[chunk]))] }];
    }),
  );
}

/**
 * Runs the just-built Node bundle of a remote and publishes its pages as HTML next to the
 * browser build: dist/prerendered/pages.<build>.json (immutable, named by the build), then
 * dist/prerendered/current.json naming that build, written last so a reader never sees a build
 * whose pages are not there yet.
 */
export class PrerenderPagesPlugin {
  constructor(private readonly options: { bundle: string; distDir: string; namedChunksFile: string; assetBase: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise(NAME, async () => {
      delete require.cache[this.options.bundle];
      const { default: renderPages } = require(this.options.bundle) as { default: () => Promise<PrerenderedPages> };
      const rendered = await renderPages();
      // The reader replaces assetBase with the address the remote is served from; start scripts
      // and a page's scripts are file names in the build's folder.
      const published = {
        ...rendered,
        pages: withPageScripts(rendered.pages, this.options.namedChunksFile),
        assetBase: this.options.assetBase,
        startScripts: startScriptsOf(this.options.distDir),
      };
      const folder = path.join(this.options.distDir, PRERENDERED_DIR);
      await fs.promises.mkdir(folder, { recursive: true });
      await fs.promises.writeFile(path.join(folder, pagesFileOf(rendered.build)), JSON.stringify(published));
      await fs.promises.writeFile(path.join(folder, CURRENT_BUILD_FILE), JSON.stringify({ build: rendered.build }));
    });
  }
}

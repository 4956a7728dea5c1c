import fs from 'node:fs';
import type { Compiler } from '@rspack/core';
import type { PrerenderedPages } from 'shared-contracts';
import { publishPages, remoteStartScriptsOf } from './published-pages';

const NAME = 'PrerenderPagesPlugin';

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

/** Runs the just-built Node bundle of a remote and publishes its pages as HTML next to the browser build. */
export class PrerenderPagesPlugin {
  constructor(private readonly options: { bundle: string; distDir: string; namedChunksFile: string; assetBase: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise(NAME, async () => {
      delete require.cache[this.options.bundle];
      const { default: renderPages } = require(this.options.bundle) as { default: () => Promise<PrerenderedPages> };
      const rendered = await renderPages();
      // The reader replaces assetBase with the address the remote is served from; start scripts
      // and a page's scripts are file names in the build's folder.
      await publishPages(this.options.distDir, {
        ...rendered,
        pages: withPageScripts(rendered.pages, this.options.namedChunksFile),
        assetBase: this.options.assetBase,
        startScripts: remoteStartScriptsOf(this.options.distDir),
      });
    });
  }
}

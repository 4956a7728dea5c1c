import type { Compiler } from '@rspack/core';

const NAME = 'NamedChunksPlugin';

/** Kept out of the deploy (see rspack.base): only the build reads it. */
export const NAMED_CHUNKS_FILE = 'named-chunks.json';

/**
 * Writes which script files each named chunk (an import's `webpackChunkName`) needs, so a page
 * rendered ahead of time can name the scripts of what it shows: the lazily loaded page, and its
 * catalogs in Hindi or Marathi.
 */
export class NamedChunksPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        // After the stage that names files by their final content.
        const files = Object.fromEntries(
          [...compilation.namedChunkGroups.entries()].map(([name, group]) => [
            name,
            group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort(),
          ]),
        );
        compilation.emitAsset(NAMED_CHUNKS_FILE, new compiler.rspack.sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}

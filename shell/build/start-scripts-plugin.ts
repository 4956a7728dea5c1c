import type { Chunk, ChunkGroup, Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

/** The import in src/index.ts behind which the app starts (the federation runtime's async boundary). */
const BOOTSTRAP_REQUEST = './bootstrap';
/** How the federation plugin names the module that offers one of the shell's shared packages to the page. */
const PROVIDED_SHARED_MODULE = /^provide shared module /;

const filesOf = (group: ChunkGroup) => group.chunks.flatMap((chunk: Chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/**
 * The scripts every page needs to start, besides main.js: the app's own start-up code and the
 * shell's shared packages (React, React Router, styled-components, Lingui and the host context),
 * which the page always takes from the shell.
 */
function startScriptsOf(compilation: Compilation): string[] {
  const needed = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.request === BOOTSTRAP_REQUEST || PROVIDED_SHARED_MODULE.test(origin.module?.identifier() ?? '')),
  );
  return [...new Set(needed.flatMap(filesOf))].sort();
}

/**
 * Names those scripts in the page itself (`<script defer>` after main.js). Without them the
 * browser learns of them only once main.js has run: one more round trip on a slow connection,
 * and the federation runtime then inserts each script, which shows as main-thread time on a
 * cheap phone. The runtime finds the page's script elements and waits for them instead.
 */
export class StartScriptsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartScriptsPlugin', (compilation) => {
      compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tapPromise('StartScriptsPlugin', async (data) => {
        const scripts = startScriptsOf(compilation).map((file) => `${data.assets.publicPath}${file}`);
        data.assets.js.push(...scripts.filter((script) => !data.assets.js.includes(script)));
        return data;
      });
    });
  }
}

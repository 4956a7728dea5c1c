import type { Chunk, ChunkGroup, Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import { DEFAULT_LANGUAGE, LANGUAGES } from 'shared-contracts/languages';

/** The import in src/index.ts behind which the app starts (the federation runtime's async boundary). */
const BOOTSTRAP_REQUEST = './bootstrap';
/** How the federation plugin names the module that offers one of the shell's shared packages to the page. */
const PROVIDED_SHARED_MODULE = /^provide shared module /;
/** Per language, the scripts a page in that language starts with besides the others (server/language-scripts.mjs). */
export const LANGUAGE_SCRIPTS_FILE = 'language-scripts.json';

const filesOf = (groups: ChunkGroup[]) => [...new Set(groups.flatMap((group) => group.chunks.flatMap((chunk: Chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))))].sort();

/**
 * The scripts every page needs to start, besides main.js: the app's own start-up code and the
 * shell's shared packages (React, React Router, styled-components, Lingui and the host context),
 * which the page always takes from the shell.
 */
function startScriptsOf(compilation: Compilation): string[] {
  return filesOf(
    compilation.chunkGroups.filter((group) =>
      group.origins.some((origin) => origin.request === BOOTSTRAP_REQUEST || PROVIDED_SHARED_MODULE.test(origin.module?.identifier() ?? '')),
    ),
  );
}

/**
 * A Hindi or Marathi page's messages the shell loads before the page goes live: the chunks named
 * `<catalog>-<language>` (webpackChunkName, as src/locales/frame-catalog.ts and shared-ui name them).
 */
function languageScriptsOf(compilation: Compilation): Record<string, string[]> {
  const named = [...compilation.namedChunkGroups.entries()];
  const translated = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  return Object.fromEntries(translated.map((language) => [language, filesOf(named.filter(([name]) => name.endsWith(`-${language}`)).map(([, group]) => group))]));
}

/**
 * Names those scripts in the page itself (`<script defer>` after main.js). Without them the
 * browser learns of them only once main.js has run: one more round trip on a slow connection,
 * and the federation runtime then inserts each script, which shows as main-thread time on a
 * cheap phone. The runtime finds the page's script elements and waits for them instead. The
 * language's own scripts go in a file the shell's server adds to Hindi and Marathi pages.
 */
export class StartScriptsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartScriptsPlugin', (compilation) => {
      compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tapPromise('StartScriptsPlugin', async (data) => {
        const scripts = startScriptsOf(compilation).map((file) => `${data.assets.publicPath}${file}`);
        data.assets.js.push(...scripts.filter((script) => !data.assets.js.includes(script)));
        return data;
      });
      // After the stage that names files by their final content.
      compilation.hooks.processAssets.tap({ name: 'StartScriptsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        compilation.emitAsset(LANGUAGE_SCRIPTS_FILE, new compiler.rspack.sources.RawSource(JSON.stringify(languageScriptsOf(compilation))));
      });
    });
  }
}

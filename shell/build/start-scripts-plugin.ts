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
function shellStartScriptsOf(compilation: Compilation): string[] {
  return filesOf(
    compilation.chunkGroups.filter((group) =>
      group.origins.some((origin) => origin.request === BOOTSTRAP_REQUEST || PROVIDED_SHARED_MODULE.test(origin.module?.identifier() ?? '')),
    ),
  );
}

/**
 * The catalogs the frame shows on every page, by the names their imports give their chunks
 * (`<catalog>-<language>`, webpackChunkName in src/locales/frame-catalog.ts and shared-ui's
 * catalogs). Named, not matched by suffix: the benchmark's monolith builds the remotes' catalogs
 * into this build too, and a page must not name theirs.
 */
const FRAME_CATALOGS = ['frame-catalog', 'shared-ui-catalog'];

/** A Hindi or Marathi page's messages the shell loads before the page goes live; a catalog renamed stops the build. */
function languageScriptsOf(compilation: Compilation): Record<string, string[]> {
  const translated = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  const groupOf = (name: string) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`StartScriptsPlugin: no chunk named ${name} (see FRAME_CATALOGS)`);
    return group;
  };
  return Object.fromEntries(translated.map((language) => [language, filesOf(FRAME_CATALOGS.map((catalog) => groupOf(`${catalog}-${language}`)))]));
}

/**
 * Names those scripts in the page itself (`<script defer>` after main.js; the shell's server
 * lists them for after the first paint, server/scripts-after-first-paint.mjs). Without them the
 * browser learns of them only once main.js has run: one more round trip on a slow connection,
 * and the federation runtime then inserts each script, which shows as main-thread time on a
 * cheap phone. The runtime finds the page's script elements and waits for them instead. The
 * language's own scripts go in a file the shell's server adds to Hindi and Marathi pages.
 */
export class StartScriptsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartScriptsPlugin', (compilation) => {
      compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tapPromise('StartScriptsPlugin', async (data) => {
        const scripts = shellStartScriptsOf(compilation).map((file) => `${data.assets.publicPath}${file}`);
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

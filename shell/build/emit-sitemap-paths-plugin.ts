import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { SITEMAP_PATHS } from 'shared-contracts';

export const SITEMAP_PATHS_FILE = 'sitemap-paths.json';

/**
 * Writes the public route list from shared-contracts next to the build, so the shell's server can
 * answer /sitemap.xml for whatever address it is deployed at.
 */
export class EmitSitemapPathsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EmitSitemapPathsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitSitemapPathsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(SITEMAP_PATHS_FILE, new compiler.rspack.sources.RawSource(JSON.stringify(SITEMAP_PATHS)));
      });
    });
  }
}

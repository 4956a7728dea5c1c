import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { pageTable } from 'shared-contracts';

export const PAGE_TABLE_FILE = 'page-table.json';

/**
 * Writes the site's page table from shared-contracts next to the build, so the shell's server
 * answers every page with its own title and description (and the sitemap) before any script runs.
 */
export class EmitPageTablePlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EmitPageTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitPageTablePlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(PAGE_TABLE_FILE, new compiler.rspack.sources.RawSource(JSON.stringify(pageTable())));
      });
    });
  }
}

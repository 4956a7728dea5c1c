import fs from 'node:fs';
import path from 'node:path';
import { Compilation, type Compiler } from '@rspack/core';

const NAME = 'KeepOutOfDeployPlugin';

/**
 * Moves build files that must not be served publicly (source maps, Module Federation's detailed
 * build stats) from the deployable folder into a sibling folder, where the team still has them
 * for reading production stack traces, but a copy of the folder that is served does not.
 * The sibling is emptied when a build starts, as `output.clean` empties the deployable folder, so
 * it holds the maps of the files beside it and not of every build before.
 */
export class KeepOutOfDeployPlugin {
  constructor(
    private readonly options: { patterns: RegExp[]; folder: string },
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.beforeRun.tapPromise(NAME, async () => {
      const outputPath = compiler.options.output.path;
      if (outputPath) await fs.promises.rm(path.join(outputPath, '..', this.options.folder), { recursive: true, force: true });
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (this.options.patterns.some((pattern) => pattern.test(name))) {
            compilation.renameAsset(name, `../${this.options.folder}/${name}`);
          }
        }
      });
    });
  }
}

import type { Compiler } from '@rspack/core';

const NAME = 'RetryFailedChunkPlugin';

/**
 * A chunk whose request failed is requested once more, at once, before its import fails.
 *
 * The server preloads a page's scripts in its head (`<link rel="preload">`). When one of those
 * downloads fails, Chromium keeps the failed preload and hands it, once, to the next script of the
 * same address: the chunk loader's first request fails without touching the network, even once the
 * connection is back. The second request goes to the network. Only failed requests are retried,
 * not timeouts, so a line that is down adds no wait: both requests fail at once.
 */
export class RetryFailedChunkPlugin {
  apply(compiler: Compiler) {
    const { RuntimeGlobals, RuntimeModule } = compiler.rspack;

    class RetryFailedChunkRuntimeModule extends RuntimeModule {
      constructor() {
        // After the chunk loader is defined, before anything starts loading with it.
        super('retry failed chunk', RuntimeModule.STAGE_ATTACH);
      }

      generate() {
        const ensureChunk = RuntimeGlobals.ensureChunk;
        return [
          `var loadChunkWithoutRetry = ${ensureChunk};`,
          `${ensureChunk} = function (chunkId) {`,
          `  return loadChunkWithoutRetry(chunkId).catch(function (error) {`,
          `    if (error && error.name === 'ChunkLoadError' && error.type === 'error') return loadChunkWithoutRetry(chunkId);`,
          `    throw error;`,
          `  });`,
          `};`,
        ].join('\n');
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunk).tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new RetryFailedChunkRuntimeModule());
      });
    });
  }
}

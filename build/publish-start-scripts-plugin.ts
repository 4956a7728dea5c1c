import type { Compiler, Configuration } from '@rspack/core';
import type { RemoteName } from 'shared-contracts';
import { BUILD_ID } from '../rspack.base';
import { publishPages, remoteStartScriptsOf, type PublishedPages } from './published-pages';
import { ASSET_BASE_PLACEHOLDER } from './server-render-config';

const NAME = 'PublishStartScriptsPlugin';

type Heads = NonNullable<PublishedPages['heads']>;

/**
 * For a remote whose pages the browser renders (the dashboard's are per user): publishes no
 * pages, only the scripts they start with and their heads in each language, where a
 * pre-rendering remote publishes its pages, so the shell's server names them in the page's HTML
 * all the same.
 */
export class PublishStartScriptsPlugin {
  constructor(private readonly options: { remote: RemoteName; distDir: string; heads: () => Promise<Heads> }) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise(NAME, async () => {
      const { remote, distDir, heads } = this.options;
      await publishPages(distDir, { remote, build: BUILD_ID, pages: {}, assetBase: ASSET_BASE_PLACEHOLDER, startScripts: remoteStartScriptsOf(distDir), heads: await heads() });
    });
  }
}

/** A production build of a remote that renders no HTML, publishing its start scripts and heads. */
export function withPublishedStartScripts(config: Configuration, remote: RemoteName, heads: () => Promise<Heads>): Configuration {
  if (config.mode !== 'production') return config;
  const distDir = config.output?.path;
  if (!distDir) throw new Error('the browser build names no output folder');
  return { ...config, plugins: [...(config.plugins ?? []), new PublishStartScriptsPlugin({ remote, distDir, heads })] };
}

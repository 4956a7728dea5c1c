import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ASSET_FILENAME, ASSET_RULE, BUILD_ID, CATALOG_RULE, HTML_ONLY_QUERY, INLINE_IN_HTML_QUERY, PRIVATE_BUILD_FOLDER, scriptRule } from '../rspack.base';
import { PrerenderPagesPlugin } from './prerender-pages-plugin';
import { NAMED_CHUNKS_FILE, NamedChunksPlugin } from './named-chunks-plugin';

/**
 * The Node bundle: a remote's beside dist/ (only its build runs it); the shell's inside dist/,
 * since its server runs it, and the static server never serves it.
 */
const REMOTE_BUNDLE_DIR = 'dist-server';
const SERVER_RENDER_FILE = 'server-render.cjs';

/**
 * Stands in for the address an app's files are served from. The shell's server writes the real
 * address (from its runtime config) into the HTML, so a remote's pictures load from wherever that
 * remote is deployed, as its scripts do.
 */
export const ASSET_BASE_PLACEHOLDER = 'https://app-base.invalid/';

export interface ServerRenderOptions {
  appDir: string;
  /** The module that renders to HTML, relative to appDir. */
  entry: string;
  /** The app's federation name: its styled-components namespace must match the browser build's. */
  uniqueName: string;
  /** Where the browser build goes (its output.path). */
  browserDir: string;
  /**
   * A remote renders all its pages at build time and publishes them with its files in dist/; its
   * pictures' addresses start with ASSET_BASE_PLACEHOLDER. The shell renders its frame when its
   * server starts, with its files at the site root.
   */
  prerenderPages: boolean;
}

/**
 * The same sources built once more for Node, one file with everything in it (React, the router,
 * styled-components), so HTML comes from exactly the code the browser runs.
 */
function serverRenderConfig(options: ServerRenderOptions): Configuration {
  const outputDir = options.prerenderPages ? path.join(options.appDir, REMOTE_BUNDLE_DIR) : options.browserDir;
  return {
    name: 'server-render',
    dependencies: ['browser'],
    mode: 'production',
    target: 'node',
    context: options.appDir,
    entry: { 'server-render': options.entry },
    devtool: false,
    output: {
      path: outputDir,
      filename: SERVER_RENDER_FILE,
      library: { type: 'commonjs2' },
      publicPath: options.prerenderPages ? ASSET_BASE_PLACEHOLDER : '/',
      assetModuleFilename: ASSET_FILENAME,
      // The shell's bundle joins the browser build's folder, which that build has just cleaned.
      clean: options.prerenderPages,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
      rules: [
        scriptRule(true, options.uniqueName),
        CATALOG_RULE,
        {
          oneOf: [
            { ...ASSET_RULE, resourceQuery: INLINE_IN_HTML_QUERY, type: 'asset/inline' as const },
            { ...ASSET_RULE, resourceQuery: HTML_ONLY_QUERY, generator: { outputPath: path.relative(outputDir, options.browserDir) } },
            // The browser build has emitted every other file under the same name.
            { ...ASSET_RULE, generator: { emit: false } },
          ],
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.APP_BUILD_ID': JSON.stringify(BUILD_ID) }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(options.prerenderPages
        ? [
            new PrerenderPagesPlugin({
              bundle: path.join(outputDir, SERVER_RENDER_FILE),
              distDir: options.browserDir,
              namedChunksFile: path.join(options.browserDir, '..', PRIVATE_BUILD_FOLDER, NAMED_CHUNKS_FILE),
              assetBase: ASSET_BASE_PLACEHOLDER,
            }),
          ]
        : []),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * A production build of an app that renders HTML: the browser bundle, then its Node bundle. In
 * development only the browser bundle is built (pages render in the browser, as before).
 */
export function withServerRender(browser: Configuration, options: Omit<ServerRenderOptions, 'browserDir'>): Configuration | Configuration[] {
  if (browser.mode !== 'production') return browser;
  const browserDir = browser.output?.path;
  if (!browserDir) throw new Error('the browser build names no output folder');
  // A remote's pages name the scripts of their named chunks (lazyPage, catalogs).
  const plugins = options.prerenderPages ? [...(browser.plugins ?? []), new NamedChunksPlugin()] : browser.plugins;
  return [{ ...browser, plugins, name: 'browser' }, serverRenderConfig({ ...options, browserDir })];
}

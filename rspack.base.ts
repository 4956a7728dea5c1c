/**
 * The one build configuration every app extends with its federation settings and development
 * port, and whatever it builds beyond the browser bundle (the shell: its copied files, page table
 * and start scripts; remotes: their pre-rendered pages). The benchmark's monolith takes the
 * shell's configuration and leaves out its federation plugin.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin, createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import siteMap from 'shared-contracts/site-map.json';
import { CODE_ARRIVAL_LIMIT_MS } from 'shared-contracts';
import { KeepOutOfDeployPlugin } from './build/keep-out-of-deploy-plugin';
import { RetryFailedChunkPlugin } from './build/retry-failed-chunk-plugin';
import { useEsmFederationRuntime } from './build/esm-federation-runtime';
import { PrecompressPlugin } from './build/precompress-plugin';
import { sharedSingletons, type SharedConfig } from './federation.shared';

/** Built files that stay out of the served folder: source maps and the build's stats. */
const NOT_DEPLOYED = [/\.map$/, /^mf-stats\.json$/, /^named-chunks\.json$/];
/** Where they go, beside the served folder. */
export const PRIVATE_BUILD_FOLDER = 'dist-private';

type FederationOptions = Parameters<typeof createModuleFederationConfig>[0];

/** The page of an app without its own index.html: a remote running alone in development. */
function pageOptionsFor(appDir: string) {
  if (fs.existsSync(path.join(appDir, 'index.html'))) return { template: './index.html' };
  const title = `${path.basename(appDir)} (stand-alone)`;
  return {
    templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head><body><div id="root"></div></body></html>`,
  };
}

export interface BundleBuildOptions {
  /** The app's folder (holds src/, and index.html when the app brings its own page). */
  appDir: string;
  /** Port of `rspack serve` in development. */
  devPort: number;
  /** The host is served at the site root; remotes resolve their own address at run time. */
  publicPath: '/' | 'auto';
  /** Names the bundle's chunk-loading globals, so two bundles on one page never clash. */
  uniqueName: string;
}

export interface AppBuildOptions extends Omit<BundleBuildOptions, 'uniqueName'> {
  /** name, exposes and (for the host) remotes; sharing comes from the common contract. */
  federation: Omit<FederationOptions, 'shared' | 'dts'>;
  /** The shared-singleton contract; only a compatibility test builds with another one. */
  shared?: SharedConfig;
}

/** An app's build: the bundle plus its federation plugin. */
export function createAppConfig(options: AppBuildOptions, argv: { mode?: string } = {}): Configuration {
  const { federation, shared, ...bundle } = options;
  const config = createBundleConfig({ ...bundle, uniqueName: String(federation.name) }, argv);
  config.plugins = [...(config.plugins ?? []), federationPlugin(federation, shared, config.mode === 'production')];
  return useEsmFederationRuntime(config);
}

function federationPlugin(federation: AppBuildOptions['federation'], shared: SharedConfig = sharedSingletons, production = true) {
  return new ModuleFederationPlugin({ ...federation, shared, dts: false, experiments: federationExperiments(federation, production) });
}

/**
 * The federation runtime ships once, with the shell: in production a remote borrows the host's
 * instead of carrying its own copy in remoteEntry.js. A remote running alone in development
 * keeps its own runtime, since no shell is there to lend one. Remotes are registered by their
 * remoteEntry.js, so the runtime leaves out reading manifests (disableSnapshot); the builds still
 * publish mf-manifest.json for tools.
 */
function federationExperiments(federation: AppBuildOptions['federation'], production: boolean) {
  const isRemote = Boolean(federation.exposes);
  const optimization = { target: 'web' as const, disableRemote: isRemote, disableSnapshot: true };
  if (!production) return { optimization };
  return isRemote ? { externalRuntime: true, optimization } : { provideExternalRuntime: true, optimization };
}

/**
 * One build's identity, the same for every configuration rspack builds in this run: the browser
 * bundle carries it (process.env.APP_BUILD_ID) and so does the HTML rendered from the same sources.
 */
export const BUILD_ID = process.env.APP_BUILD_ID ?? randomBytes(5).toString('hex');

/**
 * A language's messages (a gettext .po file, as translators edit them) compiled at build time, so
 * the browser only looks translations up. See README, "Languages".
 */
export const CATALOG_RULE = { test: /\.po$/, loader: path.join(__dirname, 'build/catalog/catalog-loader.cjs'), type: 'javascript/auto' as const };

/** Where pictures and videos go, named by their content; the Node build names them alike. */
export const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

/** Images and video: files with hashed names, referenced by URL. */
export const ASSET_RULE = { test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|ico)$/i, type: 'asset/resource' as const };

/**
 * A picture imported with `?inline-in-html` is written into the pre-rendered HTML itself (a data
 * URL, see build/server-render-config.ts), while the browser bundle keeps its URL like any other.
 */
export const INLINE_IN_HTML_QUERY = /inline-in-html/;

/**
 * A file imported with `?html-only` is referenced only by the pre-rendered HTML (a page's link
 * preview): the Node build that renders the HTML emits it into the browser build's folder, since
 * the browser bundle never imports it.
 */
export const HTML_ONLY_QUERY = /html-only/;

/**
 * TypeScript and JSX through SWC. The styled-components plugin names each component after its
 * file (namespaced per app), so the class names in HTML rendered in Node match the browser's.
 * Lingui's plugin turns each message (`<Trans>`, `t`, `msg`) into an id its catalogs translate.
 */
export function scriptRule(production: boolean, namespace: string) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        experimental: {
          plugins: [
            ['@swc/plugin-styled-components', { ssr: true, displayName: !production, pure: true, minify: true, namespace }],
            ['@lingui/swc-plugin', {}],
          ],
        },
      },
      env: { targets: 'defaults' },
    },
    type: 'javascript/auto' as const,
  };
}

/**
 * React Router's package exports point every bundler at its development build, which carries its
 * warnings and checks; production builds take the build it publishes for production (0.4 KB
 * gzip less on every first load).
 */
const REACT_ROUTER_PRODUCTION_BUILD = {
  'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs'),
};

/**
 * Lingui's React bindings import useSyncExternalStore through the shim for React 17 and older,
 * which carries its own implementation; the package's main entry hands out React's own (React 18
 * and later), which is all the site runs on.
 */
const REACT_OWN_SYNC_EXTERNAL_STORE = {
  'use-sync-external-store/shim$': require.resolve('use-sync-external-store', { paths: [path.dirname(require.resolve('@lingui/react/package.json'))] }),
};

/** Everything of a build except federation: entry, output, loaders, page template. */
function createBundleConfig(options: BundleBuildOptions, argv: { mode?: string } = {}): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const apiPort = process.env[siteMap.api.portVariable] ?? siteMap.api.defaultPort;
  return {
    mode: production ? 'production' : 'development',
    context: options.appDir,
    entry: { main: './src/index.ts' },
    // Production maps carry no reference in the served files and are kept out of the deploy.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.appDir, 'dist'),
      publicPath: options.publicPath,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[id].[contenthash:10].js' : '[name].js',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
      uniqueName: options.uniqueName,
      chunkLoadTimeout: CODE_ARRIVAL_LIMIT_MS,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: { ...REACT_OWN_SYNC_EXTERNAL_STORE, ...(production ? REACT_ROUTER_PRODUCTION_BUILD : {}) } },
    module: {
      rules: [
        scriptRule(production, options.uniqueName),
        CATALOG_RULE,
        ASSET_RULE,
      ],
    },
    plugins: [
      // Root-relative script tags, so a deep link such as /dashboard/profile finds them when an
      // app runs stand-alone; chunks still resolve from wherever the app is served ('auto').
      new rspack.HtmlRspackPlugin({ ...pageOptionsFor(options.appDir), inject: 'body', publicPath: '/' }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.APP_BUILD_ID': JSON.stringify(BUILD_ID),
      }),
      new RetryFailedChunkPlugin(),
      ...(production ? [new KeepOutOfDeployPlugin({ patterns: NOT_DEPLOYED, folder: PRIVATE_BUILD_FOLDER }), new PrecompressPlugin({ keepOut: NOT_DEPLOYED })] : []),
    ],
    // Compiling dynamic imports on first request breaks hot updates of federated shared modules.
    lazyCompilation: false,
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiPort}` }],
    },
  };
}

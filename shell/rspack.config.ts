import path from 'node:path';
import { rspack } from '@rspack/core';
import siteMap from 'shared-contracts/site-map.json';
import { createAppConfig } from '../rspack.base';
import { withServerRender } from '../build/server-render-config';
import { federation } from './federation.config';
import { runtimeConfigMiddleware } from './server/runtime-config.mjs';
import { EmitPageTablePlugin } from './build/emit-page-table-plugin';
import { StartScriptsPlugin } from './build/start-scripts-plugin';
import { frameworkChunkGroup } from '../build/framework-chunk';

/** Noto Sans Devanagari, its Devanagari subset, regular and bold. */
const fontsource = path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json'));
const DEVANAGARI_FONT_FILES = [400, 700].map((weight) => path.join(fontsource, 'files', `noto-sans-devanagari-devanagari-${weight}-normal.woff2`));

/** The shell's browser bundle (the benchmark's monolith starts from it too). */
export function shellBrowserConfig(argv: { mode?: string }) {
  const config = createAppConfig({ appDir: __dirname, devPort: siteMap.shell.defaultPort, federation, publicPath: '/' }, argv);
  // public/: files served under fixed names, such as the link-preview image. fonts/: the
  // Devanagari type that Hindi and Marathi pages load (server/devanagari-font.mjs).
  config.plugins = [
    ...(config.plugins ?? []),
    new EmitPageTablePlugin(),
    new StartScriptsPlugin(),
    new rspack.CopyRspackPlugin({
      patterns: [{ from: 'public' }, ...DEVANAGARI_FONT_FILES.map((from) => ({ from, to: 'fonts/[name].[contenthash:10][ext]' }))],
    }),
  ];
  config.optimization = { ...config.optimization, splitChunks: { cacheGroups: { framework: frameworkChunkGroup } } };
  config.devServer = {
    ...config.devServer,
    setupMiddlewares: (middlewares) => [runtimeConfigMiddleware(), ...middlewares],
  };
  return config;
}

/** In production also the Node bundle the shell's server renders the frame with. */
export default (_env: unknown, argv: { mode?: string }) =>
  withServerRender(shellBrowserConfig(argv), { appDir: __dirname, entry: './src/server-render.tsx', uniqueName: String(federation.name), prerenderPages: false });

import { rspack } from '@rspack/core';
import siteMap from 'shared-contracts/site-map.json';
import { createAppConfig } from '../rspack.base';
import { withServerRender } from '../build/server-render-config';
import { federation } from './federation.config';
import { runtimeConfigMiddleware } from './server/runtime-config.mjs';
import { EmitPageTablePlugin } from './build/emit-page-table-plugin';

/** The shell's browser bundle (the benchmark's monolith starts from it too). */
export function shellBrowserConfig(argv: { mode?: string }) {
  const config = createAppConfig({ appDir: __dirname, devPort: siteMap.shell.defaultPort, federation, publicPath: '/' }, argv);
  // public/: files served under fixed names, such as the link-preview image.
  config.plugins = [...(config.plugins ?? []), new EmitPageTablePlugin(), new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })];
  config.devServer = {
    ...config.devServer,
    setupMiddlewares: (middlewares) => [runtimeConfigMiddleware(), ...middlewares],
  };
  return config;
}

/** In production also the Node bundle the shell's server renders the frame with. */
export default (_env: unknown, argv: { mode?: string }) =>
  withServerRender(shellBrowserConfig(argv), { appDir: __dirname, entry: './src/server-render.tsx', uniqueName: String(federation.name), prerenderPages: false });

import siteMap from 'shared-contracts/site-map.json' with { type: 'json' };
import { createAppConfig } from '../rspack.base';
import { federation } from './federation.config';
import { runtimeConfigMiddleware } from './server/runtime-config.mjs';
import { EmitSitemapPathsPlugin } from './build/emit-sitemap-paths-plugin';

export default (_env: unknown, argv: { mode?: string }) => {
  const config = createAppConfig({ appDir: __dirname, devPort: siteMap.shell.defaultPort, federation, publicPath: '/' }, argv);
  config.plugins = [...(config.plugins ?? []), new EmitSitemapPathsPlugin()];
  config.devServer = {
    ...config.devServer,
    setupMiddlewares: (middlewares) => [runtimeConfigMiddleware(), ...middlewares],
  };
  return config;
};

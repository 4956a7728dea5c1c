import { createAppConfig } from '../rspack.base';
import siteMap from 'shared-contracts/site-map.json';
import { federation } from './federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ appDir: __dirname, devPort: siteMap.remotes.remote_public.defaultPort, federation, publicPath: 'auto' }, argv);

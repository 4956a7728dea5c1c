import { createAppConfig } from '../rspack.base';
import { withServerRender } from '../build/server-render-config';
import siteMap from 'shared-contracts/site-map.json';
import { federation } from './federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  withServerRender(
    createAppConfig({ appDir: __dirname, devPort: siteMap.remotes.remote_auth.defaultPort, federation, publicPath: 'auto' }, argv),
    { appDir: __dirname, entry: './src/server-render.tsx', uniqueName: String(federation.name), prerenderPages: true },
  );

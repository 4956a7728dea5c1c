import { createAppConfig } from '../rspack.base';
import { withPublishedStartScripts } from '../build/publish-start-scripts-plugin';
import siteMap from 'shared-contracts/site-map.json';
import { federation } from './federation.config';
import { dashboardHeads } from './build/published-heads';

export default (_env: unknown, argv: { mode?: string }) =>
  withPublishedStartScripts(
    createAppConfig({ appDir: __dirname, devPort: siteMap.remotes.remote_dashboard.defaultPort, federation, publicPath: 'auto' }, argv),
    'remote_dashboard',
    dashboardHeads,
  );

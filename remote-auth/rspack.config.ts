import { createAppConfig } from '../rspack.base';
import { federation } from './federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ appDir: __dirname, devPort: 3002, federation, publicPath: 'auto' }, argv);

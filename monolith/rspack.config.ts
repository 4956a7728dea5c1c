import path from 'node:path';
import { createBundleConfig } from '../rspack.base';

const shellDir = path.join(__dirname, '..', 'shell');

/**
 * The benchmark's baseline: the shell's own entry and page with every route tree imported
 * statically (one bundle graph, no federation runtime). Only the shell's remote loader is swapped.
 */
export default (_env: unknown, argv: { mode?: string }) => {
  const config = createBundleConfig({ appDir: shellDir, devPort: 3090, publicPath: '/', uniqueName: 'monolith' }, argv);
  config.output = { ...config.output, path: path.join(__dirname, 'dist') };
  config.resolve = {
    ...config.resolve,
    alias: { [path.join(shellDir, 'src', 'federation', 'remotes.ts')]: path.join(__dirname, 'src', 'static-remotes.ts') },
  };
  return config;
};

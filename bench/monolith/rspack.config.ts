import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { shellBrowserConfig } from '../../shell/rspack.config';

const shellDir = path.join(__dirname, '..', '..', 'shell');

/**
 * The benchmark's baseline: the shell's own build (entry, page, plugins) without the federation
 * plugin, with the shell's remote loader swapped for one that imports every route tree
 * statically: one bundle graph, no federation runtime.
 */
export default (_env: unknown, argv: { mode?: string }) => {
  const config = shellBrowserConfig(argv);
  config.plugins = (config.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin));
  config.output = { ...config.output, path: path.join(__dirname, 'dist'), uniqueName: 'monolith' };
  config.resolve = {
    ...config.resolve,
    alias: { [path.join(shellDir, 'src', 'federation', 'remotes.ts')]: path.join(__dirname, 'src', 'static-remotes.ts') },
  };
  return config;
};

import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import siteMap from 'shared-contracts/site-map.json';
import { scriptRule } from '../../rspack.base';
import { withServerRender } from '../../build/server-render-config';
import { NamedChunksPlugin } from '../../build/named-chunks-plugin';
import { shellBrowserConfig } from '../../shell/rspack.config';

const repoRoot = path.join(__dirname, '..', '..');
const shellDir = path.join(repoRoot, 'shell');

/**
 * Each remote's sources compiled with the styled-components namespace of the remote's own build,
 * so the class names in the HTML the remotes pre-rendered are the ones the monolith hydrates.
 */
function scriptRulesPerApp(production: boolean) {
  const remotes = Object.entries(siteMap.remotes).map(([name, remote]) => ({ ...scriptRule(production, name), include: path.join(repoRoot, remote.workspace) }));
  return { oneOf: [...remotes, scriptRule(production, 'shell')] };
}

/**
 * The benchmark's baseline: the shell's own build (entry, page, plugins) without the federation
 * plugin, with the shell's remote loader swapped for one that imports every route tree
 * statically: one bundle graph, no federation runtime. Its pages get the same pre-rendered HTML
 * as the composed site: the shell's frame renderer is built beside it, and the shell's server
 * fills the frame with the remotes' pages, which the monolith then hydrates.
 */
export default (_env: unknown, argv: { mode?: string }) => {
  const config = shellBrowserConfig(argv);
  // Named chunks listed so the build check finds each route tree's chunk (file names carry ids).
  config.plugins = [...(config.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)), new NamedChunksPlugin()];
  config.output = { ...config.output, path: path.join(__dirname, 'dist'), uniqueName: 'monolith' };
  const isScriptRule = (rule: unknown) => (rule as { loader?: string } | null)?.loader === scriptRule(true, 'shell').loader;
  const rules = (config.module?.rules ?? []).map((rule) => (isScriptRule(rule) ? scriptRulesPerApp(config.mode === 'production') : rule));
  config.module = { ...config.module, rules };
  config.resolve = {
    ...config.resolve,
    alias: {
      ...(config.resolve?.alias as Record<string, string>),
      [path.join(shellDir, 'src', 'federation', 'remotes.ts')]: path.join(__dirname, 'src', 'static-remotes.ts'),
    },
  };
  return withServerRender(config, { appDir: shellDir, entry: './src/server-render.tsx', uniqueName: 'shell', prerenderPages: false });
};

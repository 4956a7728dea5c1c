import type { RuntimeConfig } from 'shared-contracts';
import { RUNTIME_CONFIG_ELEMENT_ID } from 'shared-contracts/runtime-config-in-html';

/**
 * Where the config is asked for when the page came without it: in development, where the dev
 * server sends index.html as built and answers here from its environment. No URL is baked into
 * the build.
 */
const RUNTIME_CONFIG_PATH = '/remotes.json';

/**
 * The shell's own server writes the config (server/runtime-config.mjs; its tests hold it to
 * runtimeConfigSchema), so the browser checks only that it is one: zod stays off the first load.
 */
function asRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as Partial<RuntimeConfig>).remotes)) {
    throw new Error('The runtime config names no remotes');
  }
  return value as RuntimeConfig;
}

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (inline) return asRuntimeConfig(JSON.parse(inline));
  const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config answered ${response.status}`);
  return asRuntimeConfig(await response.json());
}

import type { RuntimeConfig } from 'shared-contracts';

/** The shell's server writes this at start from its environment; no URL is baked into the build. */
export const RUNTIME_CONFIG_PATH = '/remotes.json';
/** The same config, inlined into the page by the server (see server/page.mjs). */
const INLINE_CONFIG_ID = 'runtime-config';

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
  const inline = document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (inline) return asRuntimeConfig(JSON.parse(inline));
  const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config answered ${response.status}`);
  return asRuntimeConfig(await response.json());
}

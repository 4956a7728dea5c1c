import { runtimeConfigSchema, type RuntimeConfig } from 'shared-contracts';

/** The shell's server writes this at start from its environment; no URL is baked into the build. */
export const RUNTIME_CONFIG_PATH = '/remotes.json';
/** The same config, inlined into the page by the server (see server/page.mjs). */
const INLINE_CONFIG_ID = 'runtime-config';

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (inline) return runtimeConfigSchema.parse(JSON.parse(inline));
  const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}

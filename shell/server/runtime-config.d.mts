import type { RuntimeConfig } from 'shared-contracts';

export function buildRuntimeConfig(env?: NodeJS.ProcessEnv): RuntimeConfig;
export function runtimeConfigMiddleware(env?: NodeJS.ProcessEnv): {
  name: string;
  path: string;
  middleware: (req: unknown, res: { setHeader(name: string, value: string): void; end(body: string): void }) => void;
};
export function remoteOriginsOf(config: RuntimeConfig): string[];

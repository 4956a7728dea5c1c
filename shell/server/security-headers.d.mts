import type { RuntimeConfig } from 'shared-contracts';

export function contentSecurityPolicy(config: RuntimeConfig): string;
export function securityHeaders(config: RuntimeConfig, options: { https: boolean }): Record<string, string>;

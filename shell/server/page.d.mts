import type { RuntimeConfig } from 'shared-contracts';

export const RUNTIME_CONFIG_ELEMENT_ID: string;
export function pageWithRuntimeConfig(html: string, config: RuntimeConfig): string;

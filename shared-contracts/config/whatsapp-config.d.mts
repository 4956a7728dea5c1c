import type { RuntimeConfig } from '../src/runtime-config';

export function buildWhatsAppConfig(env?: Record<string, string | undefined>): Pick<RuntimeConfig, 'whatsapp'>;

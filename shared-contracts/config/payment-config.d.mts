import type { RuntimeConfig } from '../src/runtime-config';

export function buildPaymentConfig(env?: Record<string, string | undefined>): Pick<RuntimeConfig, 'donation' | 'registrations'>;

import type { Messages } from '@lingui/core';

export function compileCatalog(source: string): Messages;
export function catalogModule(source: string): string;
